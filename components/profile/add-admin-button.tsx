"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { SelectField } from "@/components/form/select-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/browser/api-client";
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
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {t("button")}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={t("title")} description={t("description")}>
        {(controls) => <AddAdminForm {...controls} />}
      </FormDialog>
    </>
  );
}

function AddAdminForm(controls: FormDialogControls) {
  const t = useTranslations("profile.addAdmin");
  const tp = useTranslations("profile");
  const tc = useTranslations("common");
  const idempotencyKey = useIdempotencyKey();
  const { register, control, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: checks,
    defaultValues: { username: "", email: "", password: "", access: "manager" },
    fields: FIELDS,
    request: (values) => api("/auth/register", { method: "POST", body: values, idempotencyKey }),
    // The owners' list of administrators, when open, shows the new one (the dialog refreshes the screen).
    texts: (values) => ({ done: t("added", { username: values.username }), failed: t("failed") }),
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
      <FormDialogFooter
        cancelLabel={tc("cancel")}
        onCancel={controls.onDone}
        pending={isSubmitting}
        label={t("submit")}
        pendingLabel={t("adding")}
      />
    </form>
  );
}
