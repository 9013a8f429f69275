import type { Metadata } from "next";
import { AuthCardHeader } from "@/components/auth/auth-card-header";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

// The token is in the address: never send it on in a Referer header.
export const metadata: Metadata = { title: "Reset Password", referrer: "no-referrer" };

interface ResetPasswordPageProps {
  params: Promise<{ token: string }>;
}

// GET /reset-password/{token}: chooses a new password with the link from the reset e-mail.
export default async function ResetPasswordPage({ params }: ResetPasswordPageProps) {
  const { token } = await params;
  return (
    <>
      <AuthCardHeader title="Reset Password" description="Choose a new password for your account." />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <ResetPasswordForm token={token} />
      </div>
    </>
  );
}
