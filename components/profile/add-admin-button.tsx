"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/browser/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import type { registerSchema } from "@/lib/validations/auth";
import { ACCESS_LEVELS } from "@/models/enums";

const FIELDS = ["username", "email", "password", "access"] as const;
const checks = resolverOnDemand(() => import("@/lib/validations/auth").then((module) => module.registerSchema));

/**
 * "Add administrator": registers another admin account, with the role chosen (a manager unless told
 * otherwise), as the signed-in owner (POST /api/auth/register). The screens show it to owners only.
 */
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
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
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
  const tp = useTranslations("profile");
  const tc = useTranslations("common");
  const router = useRouter();
  const idempotencyKey = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: { username: "", email: "", password: "", access: "manager" },
  });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api("/auth/register", { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onClose();
      toast.success(t("added", { username: values.username }));
      // The owners' list of administrators, when open, shows the new one.
      router.refresh();
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, FIELDS);
      toastSaveError(error, t("failed"));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });
  const access = useWatch({ control, name: "access" });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t("username")} autoComplete="off" autoCapitalize="none" {...field("username")} />
      <FormField label={t("email")} type="email" dir="ltr" inputMode="email" autoComplete="off" {...field("email")} />
      <FormField label={t("password")} type="password" autoComplete="new-password" description={t("passwordHint")} {...field("password")} />
      <SelectField
        label={t("role")}
        options={ACCESS_LEVELS.map((access) => ({ value: access, label: tp(`roles.${access}`) }))}
        description={access ? tp(`roleHints.${access}`) : undefined}
        {...field("access")}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
          {tc("cancel")}
        </Button>
        <SubmitButton pending={isSubmitting} label={t("submit")} pendingLabel={t("adding")} />
      </DialogFooter>
    </form>
  );
}
