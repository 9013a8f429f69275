import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ExportButton } from "@/components/data-table/export-button";
import { SearchBox } from "@/components/data-table/search-box";
import { TableSpinner } from "@/components/data-table/list-screen";
import { PaymentList, PaymentTotals } from "@/components/payments/payment-list";
import { PaymentListFilters, type PaymentFilterValues } from "@/components/payments/payment-list-filters";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listPayments, paymentRecorders } from "@/lib/server/services/payment-list";
import { paymentListQuerySchema, type PaymentListQuery } from "@/lib/validations/payment-list";
import { firstValues, type SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("receiptsList");
  return { title: t("title") };
}

async function Rows({ query, filtered }: { query: PaymentListQuery; filtered: boolean }) {
  const page = await listPayments(query);
  return (
    <div className="grid gap-4">
      <PaymentTotals page={page} />
      <PaymentList page={page} filtered={filtered} />
    </div>
  );
}

/** Every receipt of a range of days (this month unless chosen), by mode and administrator, with their totals. */
export default async function PaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("receiptsList");
  const params = firstValues(await searchParams);
  // Unreadable filters show this month's first page, and say so, rather than an error.
  const parsed = paymentListQuerySchema.safeParse(params);
  const query: PaymentListQuery = parsed.success ? parsed.data : { page: 1, searchTerm: "" };
  const filters: PaymentFilterValues = {
    from: query.from ?? undefined,
    to: query.to ?? undefined,
    mode: query.mode ?? undefined,
    recordedBy: query.recordedBy,
  };
  const administrators = await paymentRecorders();
  const filtered = Boolean(query.mode || query.recordedBy || query.searchTerm);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox placeholder={t("search")} />
          <div className="flex shrink-0 flex-wrap gap-2">
            <ExportButton list="payments" />
          </div>
        </div>
      </div>
      <PaymentListFilters key={JSON.stringify(filters)} administrators={administrators} current={filters} />
      {parsed.success ? null : (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("unreadable")}
        </p>
      )}
      <Suspense key={JSON.stringify(query)} fallback={<TableSpinner />}>
        <Rows query={query} filtered={filtered} />
      </Suspense>
    </div>
  );
}
