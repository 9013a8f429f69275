import type { Metadata } from "next";
import { Info } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AuthCardHeader } from "@/components/auth/auth-card-header";
import { SignInForm } from "@/components/auth/sign-in-form";
import { accountCount } from "@/lib/server/services/auth";
import { printedHostel } from "@/lib/server/services/settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signIn.title") };
}

// GET /Sign-in: the login screen, titled with the hostel's name; points to /Sign-up on a fresh install.
export default async function SignInPage() {
  const [t, accounts, hostel] = await Promise.all([getTranslations("auth"), accountCount(), printedHostel()]);
  const noAccountYet = accounts === 0;
  return (
    <>
      <AuthCardHeader title={hostel.name} description={t("signIn.description")} />
      <div className="grid gap-4 px-5 pb-6 sm:px-8 sm:pb-8">
        {noAccountYet ? (
          <div
            role="note"
            className="flex items-start gap-2 rounded-md border border-primary/20 bg-primary/5 px-3 py-2.5 text-sm text-foreground"
          >
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <p>
              {t("signIn.noAccount")}{" "}
              <a href="/Sign-up" className="font-medium text-primary underline underline-offset-4">
                {t("signIn.createFirst")}
              </a>
            </p>
          </div>
        ) : null}
        <SignInForm />
      </div>
    </>
  );
}
