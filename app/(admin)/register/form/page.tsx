import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { bilingualLabels } from "@/components/register/bilingual";
import { ResidentFormSheet } from "@/components/register/resident-form";
import { buttonVariants } from "@/components/ui/button";
import { PrintButton } from "@/components/ui/print-button";
import { requireAdminPage } from "@/lib/server/auth/session";
import { residentForms } from "@/lib/server/services/register";
import { getSettings } from "@/lib/server/services/settings";
import { MAX_FORMS } from "@/lib/validations/register";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("register.form");
  return { title: t("title") };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?ids=a,b` or `?ids=a&ids=b` (the register's check-boxes): the record ids, in order, once each. */
function idsOf(value: string | string[] | undefined): string[] {
  const all = (Array.isArray(value) ? value : [value ?? ""]).flatMap((part) => part.split(",")).map((id) => id.trim().toLowerCase());
  return [...new Set(all.filter((id) => UUID.test(id)))];
}

/** The residents' information forms of the stays chosen (docs/register.md, "Prints"): one A4 page each. */
export default async function ResidentFormsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("register.form");
  const asked = idsOf((await searchParams).ids);
  const [forms, { hostel }, labels] = await Promise.all([residentForms(asked.slice(0, MAX_FORMS)), getSettings(), bilingualLabels()]);
  return (
    <div className="register-print resident-forms grid gap-4">
      <div className="register-print-toolbar flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href="/register" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("back")}
        </Link>
        {forms.length > 0 ? <PrintButton label={t("print")} /> : null}
      </div>
      {asked.length > MAX_FORMS ? (
        <p role="status" className="register-print-toolbar rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("tooMany", { max: MAX_FORMS })}
        </p>
      ) : null}
      {forms.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-muted-foreground">{t("none")}</p>
      ) : (
        <div>
          {forms.map((form) => (
            <ResidentFormSheet key={form.row.bookingId} form={form} hostel={hostel} labels={labels} />
          ))}
        </div>
      )}
    </div>
  );
}
