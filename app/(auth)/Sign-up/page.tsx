import type { Metadata } from "next";
import { headers } from "next/headers";
import { KeyRound, Lock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AuthCardHeader } from "@/components/auth/auth-card-header";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { buttonVariants } from "@/components/ui/button";
import { currentAdmin } from "@/lib/server/auth/session";
import { currentSetupCode, isLocalClient } from "@/lib/server/auth/first-run";
import { clientAddressIn } from "@/lib/server/auth/throttle";
import { accountCount } from "@/lib/server/services/auth";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signUp.title") };
}

// GET /Sign-up: creates the first admin on a fresh install (on the panel's own computer, or elsewhere
// with the setup code); afterwards only a signed-in admin may add one.
export default async function SignUpPage() {
  const [t, accounts, admin, requestHeaders] = await Promise.all([getTranslations("auth"), accountCount(), currentAdmin(), headers()]);
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
          <a href="/Sign-in" className={buttonVariants({ size: "lg", className: "w-full" })}>
            {t("signUp.goToSignIn")}
          </a>
        </div>
      </>
    );
  }

  if (accounts === 0 && !isLocalClient(clientAddressIn(requestHeaders))) {
    // From another computer: the first administrator needs the setup code, made and printed to the
    // server's log (and DATA_DIR/setup-code) now if it was not yet.
    await currentSetupCode();
    return (
      <>
        <AuthCardHeader title={t("signUp.title")} description={t("signUp.first")} />
        <div className="grid gap-4 px-5 pb-6 sm:px-8 sm:pb-8">
          <div role="note" className="flex items-start gap-2 rounded-md border border-primary/20 bg-primary/5 px-3 py-2.5 text-sm">
            <KeyRound className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <p>{t("signUp.setupCodeNeeded")}</p>
          </div>
          <SignUpForm withSetupCode />
        </div>
      </>
    );
  }

  return (
    <>
      <AuthCardHeader title={t("signUp.title")} description={accounts === 0 ? t("signUp.first") : t("signUp.another")} />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <SignUpForm />
      </div>
    </>
  );
}
