"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

// The dialog and its form (zod, react-hook-form) load when it is first opened.
const AddExpenseDialog = lazy(() => import("./add-expense-form").then((module) => ({ default: module.AddExpenseDialog })));

/** "Add expense", for the roles that record money (not a viewer). `categories`: the settings' list. */
export function AddExpenseButton({ categories }: { categories: string[] }) {
  return (
    <IfCan permission="records.write">
      <PermittedAddExpenseButton categories={categories} />
    </IfCan>
  );
}

function PermittedAddExpenseButton({ categories }: { categories: string[] }) {
  const t = useTranslations("expenses.add");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <AddExpenseDialog categories={categories} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
