import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { ArrivalsRegister } from "@/components/register/arrivals-register";
import { bilingualLabels } from "@/components/register/bilingual";
import { buttonVariants } from "@/components/ui/button";
import { PrintButton } from "@/components/ui/print-button";
import { requireAdminPage } from "@/lib/server/auth/session";
import { registerArrivals, registerPrintDays } from "@/lib/server/services/register";
import { getSettings } from "@/lib/server/services/settings";
import { registerPrintQuerySchema } from "@/lib/validations/register";
import { firstValues, type SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("register.print");
  return { title: t("title") };
}

/** The register of arrivals of a range of check-in days (this month unless chosen), for the police station. */
export default async function ArrivalsRegisterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("register.print");
  const params = firstValues(await searchParams);
  // Unreadable days print this month.
  const parsed = registerPrintQuerySchema.safeParse(params);
  const days = registerPrintDays(parsed.success ? parsed.data : {});
  const [rows, { hostel }, labels] = await Promise.all([registerArrivals(days), getSettings(), bilingualLabels()]);
  const back = new URLSearchParams({ from: days.from, to: days.to });
  return (
    <div className="register-print grid gap-4">
      <div className="register-print-toolbar flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href={`/register?${back}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("back")}
        </Link>
        <PrintButton label={t("print")} />
      </div>
      {parsed.success ? null : (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive print:hidden">
          {t("unreadable")}
        </p>
      )}
      <ArrivalsRegister rows={rows} days={days} hostel={hostel} labels={labels} />
    </div>
  );
}
