"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { MessageCircle } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

// The dialog (the message, its language, sending) loads when it is first opened.
const RemindDialog = lazy(() => import("./remind-dialog").then((module) => ({ default: module.RemindDialog })));

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

/** "Remind": shows the WhatsApp message of what the stay owes today, editable, before opening WhatsApp with it. */
function PermittedRemindButton({ bookingId, className }: RemindButtonProps) {
  const t = useTranslations("dues.remind");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" />
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <RemindDialog bookingId={bookingId} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
