"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

// The dialog and its form (zod, react-hook-form) load when it is first opened.
const VoidExpenseDialog = lazy(() => import("./void-expense-form").then((module) => ({ default: module.VoidExpenseDialog })));

export interface VoidExpenseProps {
  expense: { _id: string; category: string; paidTo: string; amount: number };
}

/** "Void" (owners; the page shows it only to them): the expense stops counting and stays listed with its reason. */
export function VoidExpenseButton(props: VoidExpenseProps) {
  const t = useTranslations("expenses.void");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0 text-destructive"
        onClick={() => setOpen(true)}
        aria-label={t("aria", { paidTo: props.expense.paidTo })}
      >
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <VoidExpenseDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
