"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/browser/toast";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Ltr } from "@/components/ui/ltr";
import { apiOnClick, failureText } from "@/lib/browser/api-on-click";
import { formatYearMonth } from "@/lib/format";

/** The areas whose records are deleted with this button: each has its texts in `common.deletion`. */
export type DeleteArea = "customer" | "room" | "booking" | "staff" | "worker" | "salary" | "maintenance" | "history";

export interface DeleteAction {
  /** The API path, e.g. `/students/delete-student/<id>`. */
  path: string;
  /** Whose texts the dialog and the toasts use (`common.deletion.<area>`). */
  area: DeleteArea;
  /**
   * What the dialog's question names ("Delete booking of Ali Raza, Room 12?"): `name`, `room`, `title`,
   * `month`; a `yearMonth` (YYYY-MM) is shown as the month's name, as `month`.
   */
  values: Record<string, string>;
  /** Where to go after deleting (a view screen); without it the current page reloads. */
  redirectTo?: string;
}

interface DeleteButtonProps {
  action: DeleteAction;
  label?: string;
  withText?: boolean;
}

/**
 * The delete icon with its 'Confirm Deletion' dialog; reloads the current page after a delete. Shown
 * only to an administrator who may delete records (an owner): for the others there is nothing to press.
 */
export function DeleteButton(props: DeleteButtonProps) {
  return (
    <IfCan permission="records.delete">
      <ConfirmedDeleteButton {...props} />
    </IfCan>
  );
}

function ConfirmedDeleteButton({ action, label: givenLabel, withText = false }: DeleteButtonProps) {
  const t = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = givenLabel ?? t("delete");
  const texts = `deletion.${action.area}` as const;
  const { yearMonth, ...values } = action.values;
  // Written when the dialog opens (a list has one button per row).
  const question = open
    ? t.rich(`${texts}.question`, {
        ...values,
        ...(yearMonth !== undefined && { month: formatYearMonth(yearMonth, locale) }),
        // Names and codes keep their own direction inside the sentence (a Latin name in Urdu text).
        bdi: (chunks) => <bdi>{chunks}</bdi>,
        ltr: (chunks) => <Ltr>{chunks}</Ltr>,
      })
    : null;

  async function confirm() {
    setBusy(true);
    try {
      await apiOnClick(action.path, { method: "DELETE" });
      toast.success(t(`${texts}.success`));
      setOpen(false);
      if (action.redirectTo) router.push(action.redirectTo);
      router.refresh();
    } catch (error) {
      toast.error(await failureText(error, t(`${texts}.failure`)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant={withText ? "destructive" : "ghost"}
        size={withText ? "default" : "icon"}
        aria-label={withText ? undefined : label}
        title={label}
        onClick={() => setOpen(true)}
        className={withText ? undefined : "h-10 w-10 text-destructive hover:text-destructive md:h-8 md:w-8"}
      >
        <Trash2 aria-hidden="true" />
        {withText ? label : null}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        title={t("deleteDialog.title")}
        description={
          <>
            {question} {t("deleteDialog.undone")}
          </>
        }
        cancelLabel={t("cancel")}
        confirmLabel={t("delete")}
        busyLabel={t("deleting")}
        onConfirm={confirm}
      />
    </>
  );
}
