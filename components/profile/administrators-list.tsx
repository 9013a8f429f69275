"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { KeyRound, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmedStep } from "@/components/ui/use-confirmed-step";
import { Ltr } from "@/components/ui/ltr";
import { accountsApi } from "@/lib/browser/api-client";
import type { Access } from "@/lib/permissions";
import { toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";
import { cn } from "@/lib/utils";
import { ACCESS_LEVELS } from "@/models/enums";

/** An administrator as the list shows them (lib/server/services/accounts.ts AccountSummary). */
export interface ListedAccount {
  _id: string;
  username: string;
  email: string;
  access: Access;
  updatedAt: Date | string;
}

const ROLE_TONES: Record<Access, string> = {
  owner: "bg-primary/10 text-primary",
  manager: "bg-amber-100 text-amber-900",
  viewer: "bg-muted text-muted-foreground",
};

/** The owners' list of administrators: each one's name, e-mail and role, and what an owner may change of theirs. */
export function AdministratorsList({ accounts, selfId }: { accounts: ListedAccount[]; selfId: string }) {
  const t = useTranslations("profile.admins");
  return (
    <ul className="grid gap-3" aria-label={t("caption")}>
      {accounts.map((account) => (
        // A saved change reloads the list: the row starts again from the stored role and version.
        <AccountRow key={`${account._id}:${new Date(account.updatedAt).toISOString()}`} account={account} self={account._id === selfId} />
      ))}
    </ul>
  );
}

function AccountRow({ account, self }: { account: ListedAccount; self: boolean }) {
  const t = useTranslations("profile.admins");
  const tp = useTranslations("profile");
  const headingId = `admin-${account._id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={headingId} className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{account.username}</span>
            {self ? <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-semibold text-muted-foreground">{t("you")}</span> : null}
          </p>
          <p className="break-all text-sm text-muted-foreground">
            <Ltr>{account.email}</Ltr>
          </p>
        </div>
        <span className={cn("shrink-0 rounded px-2 py-0.5 text-xs font-semibold", ROLE_TONES[account.access])}>
          {tp(`roles.${account.access}`)}
        </span>
      </div>
      {self ? (
        <p className="text-sm text-muted-foreground">
          <Link href="/profile" className="text-primary underline-offset-4 hover:underline">
            {t("yourself")}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-3 border-t pt-3 md:flex-row md:items-end md:justify-between">
          <RoleChoice account={account} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <SetPasswordButton account={account} />
            <RemoveButton account={account} />
          </div>
        </div>
      )}
    </li>
  );
}

const version = (account: ListedAccount) => new Date(account.updatedAt).toISOString();

/** The role's select and its Save button (enabled once another role is chosen). */
function RoleChoice({ account }: { account: ListedAccount }) {
  const t = useTranslations("profile.admins");
  const tp = useTranslations("profile");
  const router = useRouter();
  const [access, setAccess] = useState<Access>(account.access);
  const [busy, setBusy] = useState(false);
  const selectId = `role-${account._id}`;

  async function save() {
    setBusy(true);
    try {
      await accountsApi.update(account._id, { access, updatedAt: version(account) });
      toast.success(t("roleSaved", { username: account.username, role: tp(`roles.${access}`) }));
      router.refresh();
    } catch (error) {
      // "The hostel needs at least one owner." and the like, as the server says them (in the page's language).
      toastSaveError(error, t("roleFailed"));
      setAccess(account.access);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          {tp("role")}
        </label>
        <select
          id={selectId}
          value={access}
          onChange={(event) => setAccess(event.target.value as Access)}
          disabled={busy}
          aria-label={t("role", { username: account.username })}
          className="flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 sm:w-44 md:text-sm"
        >
          {ACCESS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {tp(`roles.${level}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="button" variant="outline" onClick={save} disabled={busy || access === account.access} aria-busy={busy}>
        {busy ? t("savingRole") : t("saveRole")}
      </Button>
    </div>
  );
}

/** "Set new password": an owner gives another administrator a new password (no current password needed). */
function SetPasswordButton({ account }: { account: ListedAccount }) {
  const t = useTranslations("profile.admins.setPassword");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" />
        {t("button")}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={t("title", { username: account.username })} description={t("description")}>
        {(controls) => <SetPasswordForm account={account} {...controls} />}
      </FormDialog>
    </>
  );
}

// A new password alone, as on the reset screen.
const setPasswordChecks = resolverOnDemand(() => import("@/lib/validations/auth").then((module) => module.resetPasswordSchema));

function SetPasswordForm({ account, ...controls }: { account: ListedAccount } & FormDialogControls) {
  const t = useTranslations("profile.admins.setPassword");
  const tc = useTranslations("common");
  const { register, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: setPasswordChecks,
    defaultValues: { password: "" },
    fields: ["password"],
    request: ({ password }) => accountsApi.update(account._id, { password, updatedAt: version(account) }),
    texts: () => ({ done: t("done", { username: account.username }), failed: t("failed") }),
    quietWhenShown: true,
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        {...register("password")}
        error={errors.password?.message}
      />
      <FormDialogFooter
        cancelLabel={tc("cancel")}
        onCancel={controls.onDone}
        pending={isSubmitting}
        label={t("submit")}
        pendingLabel={t("saving")}
      />
    </form>
  );
}

/** "Remove", after a confirmation naming the administrator. */
function RemoveButton({ account }: { account: ListedAccount }) {
  const t = useTranslations("profile.admins.remove");
  const tc = useTranslations("common");
  const { open, setOpen, busy, confirm } = useConfirmedStep();
  // "The hostel needs at least one owner.": shown as the server says it.
  const remove = () =>
    confirm(() => accountsApi.remove(account._id), { done: () => t("done", { username: account.username }), failed: t("failed") });

  return (
    <>
      <Button type="button" variant="outline" className="text-destructive hover:text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t("button")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        title={t("title")}
        description={t.rich("question", {
          username: account.username,
          email: account.email,
          bdi: (chunks) => <bdi>{chunks}</bdi>,
          ltr: (chunks) => <Ltr>{chunks}</Ltr>,
        })}
        cancelLabel={tc("cancel")}
        confirmLabel={t("submit")}
        busyLabel={t("removing")}
        onConfirm={remove}
      />
    </>
  );
}
