import type * as React from "react";
import Link from "next/link";
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";

/** The frame of an add or edit screen: back link and title above the form. */
export function FormScreen({ title, backHref, children }: { title: string; backHref: string; children: React.ReactNode }) {
  const t = useTranslations("common");
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4">
      <div className="flex items-center gap-2">
        <Link href={backHref} className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={t("back")}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/**
 * An add, edit or check-out screen opened by a role that may not use it (a viewer; lib/permissions.ts):
 * it says so, instead of showing a form whose every save would be refused.
 */
export function NotPermittedScreen({ title, backHref }: { title: string; backHref: string }) {
  const t = useTranslations("common");
  return (
    <FormScreen title={title} backHref={backHref}>
      <div className="flex items-start gap-3 rounded-lg border bg-card p-6">
        <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{t("forbidden.text")}</p>
          <p className="text-sm text-muted-foreground">{t("forbidden.hint")}</p>
        </div>
      </div>
    </FormScreen>
  );
}
