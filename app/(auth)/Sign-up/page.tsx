import type { Metadata } from "next";
import Link from "next/link";
import { Lock } from "lucide-react";
import { AuthCardHeader } from "@/components/auth/auth-card-header";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { buttonVariants } from "@/components/ui/button";
import { currentAdmin } from "@/lib/auth/session";
import { accountCount } from "@/lib/services/auth";

export const metadata: Metadata = { title: "Sign Up" };

// GET /Sign-up: creates the first admin on a fresh install; afterwards only a signed-in admin may add one.
export default async function SignUpPage() {
  const [accounts, admin] = await Promise.all([accountCount(), currentAdmin()]);
  const open = accounts === 0 || admin !== null;

  if (!open) {
    return (
      <>
        <AuthCardHeader title="Sign Up" />
        <div className="grid gap-4 px-5 pb-6 sm:px-8 sm:pb-8">
          <div role="note" className="flex items-start gap-2 rounded-md border bg-muted px-3 py-2.5 text-sm">
            <Lock className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p>Registration is closed. Ask an administrator to create your account.</p>
          </div>
          <Link href="/Sign-in" className={buttonVariants({ size: "lg", className: "w-full" })}>
            Go to Sign In
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthCardHeader
        title="Sign Up"
        description={
          accounts === 0 ? "Create the first administrator account." : "Create an account for another administrator."
        }
      />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <SignUpForm />
      </div>
    </>
  );
}
