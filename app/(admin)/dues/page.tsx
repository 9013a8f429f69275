import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ExportButton } from "@/components/data-table/export-button";
import { SearchBox } from "@/components/data-table/search-box";
import { TableSpinner } from "@/components/data-table/list-screen";
import { CreditList } from "@/components/dues/credit-list";
import { DuesList } from "@/components/dues/dues-list";
import { DuesSummaryCards } from "@/components/dues/dues-summary-cards";
import { DuesTabs } from "@/components/dues/dues-tabs";
import { RemindAllButton } from "@/components/dues/remind-all-button";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listDues } from "@/lib/server/services/dues";
import { duesSummary } from "@/lib/server/services/dues-summary";
import { hostelToday } from "@/lib/server/services/stays";
import { duesQuerySchema, duesTabOf, filterOfTab, type DuesQuery, type DuesTab } from "@/lib/validations/dues";
import { firstOf, type SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dues");
  return { title: t("title") };
}

/** The list's query from the URL; an unreadable page or search falls back to page 1 and no search. */
function duesQueryOf(tab: DuesTab, searchParams: SearchParams): DuesQuery {
  const filter = filterOfTab(tab);
  const parsed = duesQuerySchema.safeParse({ filter, searchTerm: firstOf(searchParams.searchTerm), page: firstOf(searchParams.page) });
  return parsed.success ? parsed.data : { filter, searchTerm: "", page: 1, limit: 10 };
}

async function Summary() {
  return <DuesSummaryCards summary={await duesSummary()} />;
}

async function Rows({ query }: { query: DuesQuery }) {
  const page = await listDues(query);
  if ("credit" in page.totals) {
    const credits = page as Extract<typeof page, { totals: { credit: number } }>;
    return <CreditList rows={credits.dues} total={credits.totals} currentPage={credits.currentPage} totalPages={credits.totalPages} />;
  }
  const dues = page as Exclude<typeof page, { totals: { credit: number } }>;
  return (
    <DuesList rows={dues.dues} total={dues.totals} currentPage={dues.currentPage} totalPages={dues.totalPages} today={hostelToday()} />
  );
}

export default async function DuesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("dues");
  const params = await searchParams;
  const tab = duesTabOf(firstOf(params.filter));
  const query = duesQueryOf(tab, params);
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox placeholder={t("search")} />
          <div className="flex shrink-0 flex-wrap gap-2">
            <RemindAllButton />
            <ExportButton list="dues" />
          </div>
        </div>
      </div>
      <Suspense fallback={<div className="h-[104px] rounded-lg border bg-card" />}>
        <Summary />
      </Suspense>
      <DuesTabs current={tab} searchTerm={query.searchTerm} />
      <Suspense key={`${tab}:${query.page}:${query.searchTerm}`} fallback={<TableSpinner />}>
        <Rows query={query} />
      </Suspense>
    </div>
  );
}
