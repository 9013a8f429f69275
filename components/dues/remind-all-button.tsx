"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { MessagesSquare } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

// The queue loads when it is first opened.
const RemindQueue = lazy(() => import("./remind-queue").then((module) => ({ default: module.RemindQueue })));

/** "Remind all overdue": each overdue resident's message in turn. Shown only to the roles that may send reminders. */
export function RemindAllButton() {
  return (
    <IfCan permission="records.write">
      <PermittedRemindAllButton />
    </IfCan>
  );
}

function PermittedRemindAllButton() {
  const t = useTranslations("dues.remind");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <MessagesSquare aria-hidden="true" />
        {t("all")}
      </Button>
      <OnDemand open={open}>
        <RemindQueue open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
