"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

// The dialogs and their forms (zod, react-hook-form) load when one is first opened.
const RecordDialog = lazy(() => import("./report-forms").then((module) => ({ default: module.RecordReportDialog })));
const CorrectDialog = lazy(() => import("./report-forms").then((module) => ({ default: module.CorrectReportDialog })));

export interface RecordReportProps {
  bookingId: string;
  name: string;
  /** YYYY-MM-DD */
  checkIn: string;
  /** The settings' police station, the dialog's first value. */
  station: string;
}

export interface CorrectReportProps {
  bookingId: string;
  name: string;
  checkIn: string;
  report: { reportedOn: string; policeStation: string; reference: string | null; updatedAt: string | null };
}

/** "Record report": the stay's police report, once (docs/register.md). */
export function RecordReportButton(props: RecordReportProps) {
  const t = useTranslations("register.record");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" onClick={() => setOpen(true)} aria-label={t("aria", { name: props.name })}>
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <RecordDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}

/** "Correct" (owners): changes a recorded report, with a reason kept in the audit log. */
export function CorrectReportButton(props: CorrectReportProps) {
  const t = useTranslations("register.correct");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={t("aria", { name: props.name })}>
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <CorrectDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
