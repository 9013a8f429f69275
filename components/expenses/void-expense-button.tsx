"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { DialogButton } from "@/components/ui/dialog-button";

// The dialog and its form (zod, react-hook-form) load when it is first opened.
const VoidExpenseDialog = lazy(() => import("./void-expense-form").then((module) => ({ default: module.VoidExpenseDialog })));

export interface VoidExpenseProps {
  expense: { _id: string; category: string; paidTo: string; amount: number };
}

/** "Void" (owners; the page shows it only to them): the expense stops counting and stays listed with its reason. */
export function VoidExpenseButton(props: VoidExpenseProps) {
  const t = useTranslations("expenses.void");
  return (
    <DialogButton
      variant="link"
      size="sm"
      className="h-auto p-0 text-destructive"
      aria-label={t("aria", { paidTo: props.expense.paidTo })}
      dialog={(state) => <VoidExpenseDialog {...props} {...state} />}
    >
      {t("button")}
    </DialogButton>
  );
}
