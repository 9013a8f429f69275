"use client";

import { useState, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { TextareaField } from "@/components/form/select-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";

type ReasonValues = { reason: string };

/** What a reason dialog says, already in the screen's language. */
export type ReasonDialogTexts = {
  title: string;
  explain: ReactNode;
  reason: string;
  cancel: string;
  submit: string;
  pending: string;
  done: string;
  failed: string;
};

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: ReasonDialogTexts;
  /** The server's rule for the reason. */
  schema: z.ZodType<ReasonValues, ReasonValues>;
  /** Where the reason is POSTed, below /api (for example `/payments/{id}/void`). */
  action: string;
  /** A warning shown above the reason. */
  notice?: ReactNode;
};

/**
 * A money correction that needs the owner's reason (void a payment or an expense, reverse or waive
 * a charge): the reason, then one POST; nothing is edited or deleted in place.
 */
export function ReasonDialog({ open, onOpenChange, texts, schema, action, notice }: ReasonDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={texts.title} description={texts.explain}>
      {(controls) => (
        <>
          {notice}
          <ReasonForm texts={texts} schema={schema} action={action} {...controls} />
        </>
      )}
    </FormDialog>
  );
}

function ReasonForm({ texts, schema, action, ...controls }: Pick<ReasonDialogProps, "texts" | "schema" | "action"> & FormDialogControls) {
  // Mounted per opening: one key for this correction, however often it is sent.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const checks = zodResolver(schema);
  const { register, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: checks,
    defaultValues: { reason: "" },
    fields: ["reason"],
    request: (values) => api(action, { method: "POST", body: values, idempotencyKey }),
    texts: () => ({ done: texts.done, failed: texts.failed }),
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextareaField label={texts.reason} rows={3} maxLength={500} required {...register("reason")} error={errors.reason?.message} />
      <FormDialogFooter
        cancelLabel={texts.cancel}
        onCancel={controls.onDone}
        pending={isSubmitting}
        label={texts.submit}
        pendingLabel={texts.pending}
      />
    </form>
  );
}
