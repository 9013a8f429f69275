import type { Metadata } from "next";
import { AuthCardHeader } from "@/components/auth/auth-card-header";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password" };

// GET /forget-password: asks for a password reset link by e-mail.
export default function ForgetPasswordPage() {
  return (
    <>
      <AuthCardHeader
        title="Forgot Password"
        description="Enter your account's email and we will send you a link to choose a new password."
      />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <ForgotPasswordForm />
      </div>
    </>
  );
}
