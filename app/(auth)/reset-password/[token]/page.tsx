import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCardHeader } from "@/components/auth/auth-card-header";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

// The token is in the address: never send it on in a Referer header.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("reset.title"), referrer: "no-referrer" };
}

interface ResetPasswordPageProps {
  params: Promise<{ token: string }>;
}

// GET /reset-password/{token}: chooses a new password with the link from the reset e-mail.
export default async function ResetPasswordPage({ params }: ResetPasswordPageProps) {
  const [{ token }, t] = await Promise.all([params, getTranslations("auth")]);
  return (
    <>
      <AuthCardHeader title={t("reset.title")} description={t("reset.description")} />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <ResetPasswordForm token={token} />
      </div>
    </>
  );
}
