import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Mail, ShieldCheck, UserRound, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { LanguageChoice } from "@/components/profile/language-choice";
import { AddAdminButton } from "@/components/profile/add-admin-button";
import { ChangeEmailForm, ChangePasswordForm } from "@/components/profile/own-account-forms";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Ltr } from "@/components/ui/ltr";
import { can } from "@/lib/permissions";
import { currentAdmin } from "@/lib/server/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

/**
 * Spec "Profile Settings": the signed-in admin's username, email and role; their language; their own
 * password and email, each changed with the current password. Owners also reach the administrators
 * (./administrators) and add one here.
 */
export default async function ProfilePage() {
  // Checked here too: layouts do not re-run on client navigation.
  const admin = await currentAdmin();
  if (!admin) redirect("/Sign-in");
  const t = await getTranslations("profile");
  const owner = can(admin.access, "accounts");

  const fields = [
    { key: "username", label: t("username"), value: admin.username, icon: UserRound },
    { key: "email", label: t("email"), value: <Ltr>{admin.email}</Ltr>, icon: Mail },
    { key: "role", label: t("role"), value: t(`roles.${admin.access}`), hint: t(`roleHints.${admin.access}`), icon: ShieldCheck },
  ];

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Card>
        <CardHeader className="border-b">
          <h1 className="text-xl font-semibold leading-none tracking-tight">{t("title")}</h1>
        </CardHeader>
        <CardContent className="pt-6">
          <dl className="grid gap-4 md:grid-cols-3">
            {fields.map(({ key, label, value, hint, icon: Icon }) => (
              <div key={key} className="min-w-0 rounded-md bg-muted px-4 py-3">
                <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <Icon className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-1 break-words ps-6 font-medium">{value}</dd>
                {hint ? <dd className="mt-1 ps-6 text-xs text-muted-foreground">{hint}</dd> : null}
              </div>
            ))}
          </dl>
          <div className="mt-4 rounded-md bg-muted px-4 py-3">
            <LanguageChoice />
          </div>
          {owner ? (
            <div className="mt-6 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">{t("admins.openHint")}</p>
              <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
                <Link href="/administrators" className={buttonVariants({ variant: "outline" })}>
                  <Users aria-hidden="true" />
                  {t("admins.open")}
                </Link>
                <AddAdminButton />
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader className="border-b">
            <h2 id="change-password-title" className="text-lg font-semibold leading-none tracking-tight">
              {t("changePassword.title")}
            </h2>
          </CardHeader>
          <CardContent className="pt-6">
            <ChangePasswordForm adminId={admin.id} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="border-b">
            <h2 id="change-email-title" className="text-lg font-semibold leading-none tracking-tight">
              {t("changeEmail.title")}
            </h2>
          </CardHeader>
          <CardContent className="pt-6">
            <ChangeEmailForm adminId={admin.id} email={admin.email} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
