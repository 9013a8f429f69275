import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCardHeader } from "@/components/auth/auth-card-header";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("forgot.title") };
}

// GET /forget-password: asks for a password reset link by e-mail.
export default async function ForgetPasswordPage() {
  const t = await getTranslations("auth");
  return (
    <>
      <AuthCardHeader title={t("forgot.title")} description={t("forgot.description")} />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <ForgotPasswordForm />
      </div>
    </>
  );
}
