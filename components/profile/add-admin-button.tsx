"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/api-client";
import { showServerErrors, toastSaveError } from "@/lib/form-submit";
import { registerSchema } from "@/lib/validations/auth";

const FIELDS = ["username", "email", "password"] as const;

/** "Add administrator": registers another admin account as the signed-in admin (POST /api/auth/register). */
export function AddAdminButton() {
  const t = useTranslations("profile.addAdmin");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {t("button")}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          {/* Mounted per opening: empty fields and a new Idempotency-Key each time. */}
          {open ? <AddAdminForm onBusy={setBusy} onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function AddAdminForm({ onBusy, onClose }: { onBusy: (busy: boolean) => void; onClose: () => void }) {
  const t = useTranslations("profile.addAdmin");
  const tc = useTranslations("common");
  const idempotencyKey = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: "onTouched",
    defaultValues: { username: "", email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api("/auth/register", { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onClose();
      toast.success(t("added", { username: values.username }));
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, FIELDS);
      toastSaveError(error, t("failed"));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t("username")} autoComplete="off" autoCapitalize="none" {...field("username")} />
      <FormField label={t("email")} type="email" dir="ltr" inputMode="email" autoComplete="off" {...field("email")} />
      <FormField label={t("password")} type="password" autoComplete="new-password" description={t("passwordHint")} {...field("password")} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
          {tc("cancel")}
        </Button>
        <SubmitButton pending={isSubmitting} label={t("submit")} pendingLabel={t("adding")} />
      </DialogFooter>
    </form>
  );
}
