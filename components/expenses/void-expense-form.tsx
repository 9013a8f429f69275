"use client";

import { useLocale, useTranslations } from "next-intl";
import { ReasonDialog } from "@/components/form/reason-dialog";
import { formatPKR } from "@/lib/format";
import { voidExpenseSchema } from "@/lib/validations/expenses";
import type { VoidExpenseProps } from "./void-expense-button";

/** The "Void expense" dialog: a reason, then POST /api/expenses/{id}/void (loaded when first opened). */
export function VoidExpenseDialog({
  expense,
  open,
  onOpenChange,
}: VoidExpenseProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("expenses.void");
  const locale = useLocale();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      schema={voidExpenseSchema}
      action={`/expenses/${expense._id}/void`}
      texts={{
        title: t("title"),
        explain: t("explain", { category: expense.category, amount: formatPKR(expense.amount, locale), paidTo: expense.paidTo }),
        reason: t("reason"),
        cancel: t("cancel"),
        submit: t("submit"),
        pending: t("voiding"),
        done: t("done"),
        failed: t("failed"),
      }}
    />
  );
}
