import type * as React from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
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
