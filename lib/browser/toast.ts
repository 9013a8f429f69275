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

// Toasts show the server's English messages (and the screens' own texts) in the page's language:
// <Toaster />, inside the language provider, registers the translation (lib/i18n/server-text.ts)
// and the labels the toasts' own buttons need. Until then a text is shown as given.
let translate: (text: string) => string = (text) => text;
let labels: ToastLabels = { reload: "Reload" };

export interface ToastLabels {
  /** The action of a toast about a record someone else changed meanwhile. */
  reload: string;
}

/** Called by <Toaster />: how a message is shown in the page's language, and the toasts' button labels. */
export function setToastText(translateText: (text: string) => string, buttonLabels: ToastLabels): () => void {
  translate = translateText;
  labels = buttonLabels;
  return () => {
    if (translate === translateText) {
      translate = (text) => text;
      labels = { reload: "Reload" };
    }
  };
}

/** The labels of the toasts' own buttons, in the page's language. */
export const toastLabels = (): ToastLabels => labels;

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

// The error toasts shown since the last success (dismissing one already closed does nothing): a success
// says the trouble is over (a wrong password typed again right, a form saved after its fix), so it takes
// them away rather than leave a stale error beside it.
const errorsShown = new Set<string | number>();

export const toast = {
  success: (message: string, options?: ExternalToast) => {
    const text = translate(message);
    withSonner(({ toast }) => {
      for (const id of errorsShown) toast.dismiss(id);
      errorsShown.clear();
      toast.success(text, options);
    });
  },
  error: (message: string, options?: ExternalToast) => {
    const text = translate(message);
    withSonner(({ toast }) => {
      errorsShown.add(toast.error(text, options));
    });
  },
  warning: (message: string, options?: ExternalToast) => {
    const text = translate(message);
    withSonner(({ toast }) => void toast.warning(text, options));
  },
};
