"use client";

import { useState } from "react";
import { IfCan } from "@/components/auth/access";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { MessageCircle } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api-client";

interface RemindButtonProps {
  bookingId: string;
  className?: string;
}

/** Shown only to the roles that may change records (not to a viewer). */
export function RemindButton(props: RemindButtonProps) {
  return (
    <IfCan permission="records.write">
      <PermittedRemindButton {...props} />
    </IfCan>
  );
}

/** "Remind": logs a WhatsApp reminder of what the stay owes today, in the panel's language, and opens it in a new tab. */
function PermittedRemindButton({ bookingId, className }: RemindButtonProps) {
  const router = useRouter();
  const t = useTranslations("dues.remind");
  const language = useLocale();
  const [busy, setBusy] = useState(false);

  async function remind() {
    setBusy(true);
    // Opened during the click, so no popup blocker stops it; it is sent to WhatsApp once the link is known.
    const tab = window.open("", "_blank");
    try {
      const { url } = await api<{ url: string }>(`/bookings/${bookingId}/reminders`, { method: "POST", body: { language } });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, "_blank", "noopener");
      }
      router.refresh();
    } catch (error) {
      tab?.close();
      toast.error(errorMessage(error, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" className={className} onClick={remind} disabled={busy} aria-busy={busy}>
      <MessageCircle aria-hidden="true" />
      {t("button")}
    </Button>
  );
}
