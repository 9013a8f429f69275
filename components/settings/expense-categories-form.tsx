"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/browser/api-client";
import { MAX_CATEGORY_NAME, MAX_EXPENSE_CATEGORIES } from "@/lib/validations/expense-category-rules";
import { toastSaveError } from "@/lib/browser/form-submit";
import { useServerText } from "@/lib/i18n/server-text";
import { toast } from "@/lib/browser/toast";
import { saveSettings } from "./save-settings";

interface Row {
  key: number;
  name: string;
}

/** A message of the list as a whole, rather than of one of its names. */
const WHOLE_LIST = "list";

/** The list's checks (the server's own) and their messages, loaded with the first Save rather than with the screen. */
const loadChecks = () => Promise.all([import("@/lib/validations/settings"), import("@/lib/validations/errors")]);

/** The field messages of the list by row ("0", "1", …) or WHOLE_LIST, from the schema's or the server's answer ("expenseCategories.1"). */
function messagesByRow(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const row = field.replace(/^expenseCategories\.?/, "");
      return [row === "" || row === "body" ? WHOLE_LIST : row, message];
    }),
  );
}

/** The expense categories: an editable list of names (1 to 50, each different), saved together. Read-only for all but owners. */
export function ExpenseCategoriesForm({ categories, readOnly }: { categories: string[]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const serverText = useServerText();
  const router = useRouter();
  const formId = useId();
  const nextKey = useRef(categories.length);
  const list = useRef<HTMLOListElement>(null);
  const [rows, setRows] = useState<Row[]>(() => categories.map((name, key) => ({ key, name })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const change = (key: number, name: string) => setRows((current) => current.map((row) => (row.key === key ? { ...row, name } : row)));
  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setErrors({});
  };
  const add = () => {
    setRows((current) => [...current, { key: nextKey.current++, name: "" }]);
    // The new row's input, once it is drawn.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus());
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const [{ expenseCategoriesSchema }, { zodFieldErrors }] = await loadChecks();
      const parsed = expenseCategoriesSchema.safeParse(rows.map((row) => row.name));
      if (!parsed.success) {
        setErrors(messagesByRow(zodFieldErrors(parsed.error)));
        return;
      }
      setErrors({});
      await saveSettings({ expenseCategories: parsed.data });
      toast.success(t("categories.saved"));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(messagesByRow(error.errors));
      toastSaveError(error, t("failed"));
    } finally {
      setPending(false);
    }
  }

  const listError = errors[WHOLE_LIST];
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="settings-categories-title">
      <fieldset disabled={readOnly} className="grid gap-4">
        <ol ref={list} className="grid gap-2 md:grid-cols-2">
          {rows.map((row, index) => {
            const id = `${formId}-${row.key}`;
            const error = errors[String(index)];
            return (
              <li key={row.key} className="grid gap-1">
                <label htmlFor={id} className="sr-only">
                  {t("categories.label", { number: index + 1 })}
                </label>
                <div className="flex items-center gap-2">
                  <span aria-hidden="true" className="w-6 shrink-0 text-end text-sm tabular-nums text-muted-foreground">
                    {index + 1}
                  </span>
                  <Input
                    id={id}
                    value={row.name}
                    dir="auto"
                    maxLength={MAX_CATEGORY_NAME + 20}
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => change(row.key, event.target.value)}
                  />
                  {readOnly ? null : (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="shrink-0"
                      aria-label={t("categories.remove", { number: index + 1 })}
                      title={t("categories.remove", { number: index + 1 })}
                      onClick={() => remove(row.key)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </div>
                {error ? (
                  <p id={`${id}-error`} role="alert" className="ps-8 text-sm text-destructive">
                    {serverText(error)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {listError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverText(listError)}
          </p>
        ) : null}
      </fieldset>
      {readOnly ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={add} disabled={rows.length >= MAX_EXPENSE_CATEGORIES}>
            <Plus aria-hidden="true" />
            {t("categories.add")}
          </Button>
          <SubmitButton pending={pending} label={t("save")} pendingLabel={t("saving")} />
        </div>
      )}
    </form>
  );
}
