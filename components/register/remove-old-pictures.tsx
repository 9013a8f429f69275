"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmedStep } from "@/components/ui/use-confirmed-step";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";

/**
 * The owner's "Remove old ID pictures" (docs/register.md, "Privacy"): after a confirmation, the ID pictures
 * of residents who left more than `months` ago are deleted; the audit log keeps that it happened.
 */
export function RemoveOldPicturesButton({ months }: { months: number }) {
  const t = useTranslations("register.removeOld");
  const { open, setOpen, busy, confirm } = useConfirmedStep();
  const [idempotencyKey, setKey] = useState(newIdempotencyKey);

  const remove = () =>
    confirm(
      () =>
        api<{ removed: { residents: number; pictures: number } }>("/register/remove-old-id-pictures", { method: "POST", idempotencyKey }),
      { done: ({ removed }) => t("done", { residents: removed.residents, pictures: removed.pictures }), failed: t("failed") },
      () => setKey(newIdempotencyKey()),
    );

  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t("button")}
      </Button>
      {open ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          busy={busy}
          title={t("title")}
          description={t("explain", { months })}
          cancelLabel={t("cancel")}
          confirmLabel={t("confirm")}
          busyLabel={t("removing")}
          onConfirm={remove}
        />
      ) : null}
    </>
  );
}
