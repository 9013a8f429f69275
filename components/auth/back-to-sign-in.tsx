"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";

/** "Back to sign in" under a form. */
export function BackToSignInLink() {
  const t = useTranslations("auth");
  return (
    <a
      href="/Sign-in"
      className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      {t("backToSignIn")}
    </a>
  );
}
