import type { Metadata } from "next";
import Link from "next/link";
import { Lock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AuthCardHeader } from "@/components/auth/auth-card-header";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { buttonVariants } from "@/components/ui/button";
import { currentAdmin } from "@/lib/auth/session";
import { accountCount } from "@/lib/services/auth";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signUp.title") };
}

// GET /Sign-up: creates the first admin on a fresh install; afterwards only a signed-in admin may add one.
export default async function SignUpPage() {
  const [t, accounts, admin] = await Promise.all([getTranslations("auth"), accountCount(), currentAdmin()]);
  const open = accounts === 0 || admin !== null;

  if (!open) {
    return (
      <>
        <AuthCardHeader title={t("signUp.title")} />
        <div className="grid gap-4 px-5 pb-6 sm:px-8 sm:pb-8">
          <div role="note" className="flex items-start gap-2 rounded-md border bg-muted px-3 py-2.5 text-sm">
            <Lock className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p>{t("signUp.closed")}</p>
          </div>
          <Link href="/Sign-in" className={buttonVariants({ size: "lg", className: "w-full" })}>
            {t("signUp.goToSignIn")}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthCardHeader
        title={t("signUp.title")}
        description={accounts === 0 ? t("signUp.first") : t("signUp.another")}
      />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <SignUpForm />
      </div>
    </>
  );
}
