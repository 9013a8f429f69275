"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";

/**
 * The owner's "Remove old ID pictures" (docs/register.md, "Privacy"): after a confirmation, the ID pictures
 * of residents who left more than `months` ago are deleted; the audit log keeps that it happened.
 */
export function RemoveOldPicturesButton({ months }: { months: number }) {
  const t = useTranslations("register.removeOld");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey, setKey] = useState(newIdempotencyKey);

  async function remove() {
    setBusy(true);
    try {
      const { removed } = await api<{ removed: { residents: number; pictures: number } }>("/register/remove-old-id-pictures", {
        method: "POST",
        idempotencyKey,
      });
      setOpen(false);
      setKey(newIdempotencyKey());
      toast.success(t("done", { residents: removed.residents, pictures: removed.pictures }));
      router.refresh();
    } catch (error) {
      toastSaveError(error, t("failed"));
    } finally {
      setBusy(false);
    }
  }

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
