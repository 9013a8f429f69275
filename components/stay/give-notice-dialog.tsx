"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { CalendarClock } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";
import type { Day } from "@/lib/money";
import type { StayRef } from "./types";

// The dialog and its form (zod, react-hook-form) load when it is first opened.
const NoticeDialog = lazy(() => import("./give-notice-form").then((module) => ({ default: module.NoticeDialog })));

export interface GiveNoticeButtonProps extends StayRef {
  today: Day;
  /** The days of written notice the house rules ask for (the settings as saved). */
  noticeDays: number;
  /** The notice already given, when the stay is on notice: the dialog then changes it. */
  notice: { noticeDate: Day | null; leaveDate: Day | null } | null;
}

/** Shown only to the roles that may change records (not to a viewer). */
export function GiveNoticeButton(props: GiveNoticeButtonProps) {
  return (
    <IfCan permission="records.write">
      <PermittedGiveNoticeButton {...props} />
    </IfCan>
  );
}

/** "Give notice": the written notice and the day the resident plans to leave. Changes no charge. */
function PermittedGiveNoticeButton(props: GiveNoticeButtonProps) {
  const t = useTranslations("stay.notice");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden="true" />
        {t("give")}
      </Button>
      <OnDemand open={open}>
        <NoticeDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
