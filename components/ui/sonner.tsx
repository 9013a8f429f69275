"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { directionOf } from "@/lib/i18n/locales";
import { useServerText } from "@/lib/i18n/server-text";
import { setToastText, sonnerReady, toasterMounted } from "@/lib/browser/toast";

type Sonner = typeof import("sonner");

/**
 * The notification container: top right (top left in Urdu), each toast closing after 5 seconds; sonner
 * loads with the first toast (lib/browser/toast.ts). It also gives lib/browser/toast.ts the page's language: the server's
 * English messages are shown translated, and the toasts' buttons are labelled in that language.
 */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const t = useTranslations("common");
  const serverText = useServerText();
  const reload = t("reload");
  useEffect(() => setToastText(serverText, { reload }), [serverText, reload]);
  useEffect(
    () =>
      toasterMounted(() => {
        import("sonner").then(setSonner, (error) => console.error("The notifications could not be loaded:", error));
      }),
    [],
  );
  return sonner ? <Container sonner={sonner} /> : null;
}

function Container({ sonner }: { sonner: Sonner }) {
  const t = useTranslations("common");
  const direction = directionOf(useLocale());
  // sonner's container subscribes in its own effect, which React runs before this parent's.
  useEffect(() => sonnerReady(sonner), [sonner]);
  return (
    <sonner.Toaster
      position={direction === "rtl" ? "top-left" : "top-right"}
      dir={direction}
      duration={5000}
      richColors
      closeButton
      customAriaLabel={t("notifications")}
      toastOptions={{ closeButtonAriaLabel: t("closeNotification") }}
    />
  );
}
