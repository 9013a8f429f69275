import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { NotPermittedScreen } from "@/components/form/form-screen";
import { AddAdminButton } from "@/components/profile/add-admin-button";
import { AdministratorsList } from "@/components/profile/administrators-list";
import { buttonVariants } from "@/components/ui/button";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listAccounts } from "@/lib/server/services/accounts";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("admins.title") };
}

/**
 * The owners' screen of administrators, reached from Profile: each one's name, e-mail and role; change a
 * role, set a new password, remove one. The changes go through the API, which refuses what would leave
 * the hostel without an owner (409), shown as it says.
 */
export default async function AdministratorsPage() {
  const admin = await requireAdminPage();
  const t = await getTranslations("profile");
  if (!can(admin.access, "accounts")) return <NotPermittedScreen title={t("admins.title")} backHref="/profile" />;
  const accounts = await listAccounts();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Link
            href="/profile"
            className={buttonVariants({ variant: "ghost", size: "icon" })}
            aria-label={t("admins.back")}
            title={t("admins.back")}
          >
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight">{t("admins.title")}</h1>
        </div>
        <AddAdminButton />
      </div>
      <p className="text-sm font-medium text-muted-foreground">{t("admins.count", { count: accounts.length })}</p>
      <AdministratorsList accounts={accounts} selfId={admin.id} />
    </div>
  );
}
