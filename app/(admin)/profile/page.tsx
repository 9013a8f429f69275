import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Mail, UserRound } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { LanguageChoice } from "@/components/layout/language-switch";
import { AddAdminButton } from "@/components/profile/add-admin-button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Ltr } from "@/components/ui/ltr";
import { currentAdmin } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

// Spec "Profile Settings": a read-only card with the signed-in admin's username and email, and the way to add another admin.
export default async function ProfilePage() {
  // Checked here too: layouts do not re-run on client navigation.
  const admin = await currentAdmin();
  if (!admin) redirect("/Sign-in");
  const t = await getTranslations("profile");

  const fields = [
    { key: "username", label: t("username"), value: admin.username, icon: UserRound },
    { key: "email", label: t("email"), value: <Ltr>{admin.email}</Ltr>, icon: Mail },
  ];

  return (
    <div className="mx-auto w-full max-w-xl">
      <Card>
        <CardHeader className="border-b">
          <h1 className="text-xl font-semibold leading-none tracking-tight">{t("title")}</h1>
        </CardHeader>
        <CardContent className="pt-6">
          <dl className="flex flex-col gap-4">
            {fields.map(({ key, label, value, icon: Icon }) => (
              <div key={key} className="rounded-md bg-muted px-4 py-3">
                <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <Icon className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-1 break-words ps-6 font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 rounded-md bg-muted px-4 py-3">
            <LanguageChoice />
          </div>
          <div className="mt-6 flex justify-end border-t pt-4">
            <AddAdminButton />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
