import type { ExternalToast } from "sonner";

// The toasts (sonner) are loaded with the first toast shown, not with every screen: about 13 kB
// gzipped that most page views never need. <Toaster /> (components/ui/sonner.tsx) loads and mounts
// sonner's container when asked, then shows what was asked for meanwhile, in order.

type Sonner = typeof import("sonner");
type Show = (sonner: Sonner) => void;

const waiting: Show[] = [];
let loaded: Sonner | undefined;
let requestLoad: (() => void) | undefined;

function withSonner(show: Show) {
  if (loaded) return show(loaded);
  waiting.push(show);
  requestLoad?.();
}

/** Called by <Toaster /> when it mounts: `load` fetches sonner and mounts its container. */
export function toasterMounted(load: () => void): () => void {
  requestLoad = load;
  if (waiting.length) load();
  return () => {
    if (requestLoad === load) requestLoad = undefined;
  };
}

/** Called once sonner's container is mounted and listening: shows the waiting toasts. */
export function sonnerReady(sonner: Sonner) {
  loaded = sonner;
  for (const show of waiting.splice(0)) show(sonner);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => withSonner(({ toast }) => void toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => withSonner(({ toast }) => void toast.error(message, options)),
  warning: (message: string, options?: ExternalToast) => withSonner(({ toast }) => void toast.warning(message, options)),
};
