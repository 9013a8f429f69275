import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Printer } from "lucide-react";
import { NoData } from "@/components/data-table/no-data";
import { formatRate } from "@/components/electricity/rate";
import { ReadingsForm } from "@/components/electricity/readings-form";
import { ReadingsSheet } from "@/components/electricity/readings-sheet";
import { buttonVariants } from "@/components/ui/button";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import { periodOf } from "@/lib/money";
import { electricitySheet } from "@/lib/server/services/readings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("electricity");
  return { title: t("title") };
}

/** Electricity (docs/bills.md, "Screens"): every room's last reading; owners and managers type the new ones here. */
export default async function ElectricityPage() {
  const admin = await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("electricity"), getLocale()]);
  const { rooms, ratePaisa, today } = await electricitySheet();
  const editable = can(admin.access, "records.write");
  const sheet = <ReadingsSheet rooms={rooms} editable={editable} />;
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
          <p className="text-sm font-medium">{t("rate", { rate: formatRate(ratePaisa / 100, locale as Locale) })}</p>
        </div>
        <Link
          href={`/electricity/print?month=${periodOf(today)}`}
          className={buttonVariants({ variant: "outline", className: "w-full sm:w-fit" })}
        >
          <Printer aria-hidden="true" />
          {t("print.link")}
        </Link>
      </div>
      {ratePaisa === 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t("rateNotSet")}</p>
      ) : null}
      {rooms.length === 0 ? (
        <NoData text={t("noRooms")} />
      ) : editable ? (
        <ReadingsForm today={today}>{sheet}</ReadingsForm>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("viewOnly")}</p>
          {sheet}
        </>
      )}
    </div>
  );
}
