"use client";

import { useSyncExternalStore } from "react";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { pressWithoutBlur } from "@/components/form/press-without-blur";

const subscribe = () => () => {};

/** True once React runs in the browser: false in the server's HTML and until hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A form's submit button, disabled and saying so while the form is saving. It also stays disabled
 * until the page is interactive, so an early click cannot submit the form natively, without validation.
 */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel?: string }) {
  const t = useTranslations("common");
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || !hydrated} aria-busy={pending} onMouseDown={pressWithoutBlur} className="w-full sm:w-auto">
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {pending ? (pendingLabel ?? t("saving")) : label}
    </Button>
  );
}
