import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { SearchBox } from "@/components/data-table/search-box";
import { TableSpinner } from "@/components/data-table/list-screen";
import { DuesList } from "@/components/dues/dues-list";
import { DuesSummaryCards } from "@/components/dues/dues-summary-cards";
import { DuesTabs, duesTabOf, type DuesTab } from "@/components/dues/dues-tabs";
import { requireAdminPage } from "@/lib/auth/session";
import { listDues } from "@/lib/services/dues";
import { duesSummary } from "@/lib/services/dues-summary";
import { hostelToday } from "@/lib/services/stays";
import { duesQuerySchema, type DuesQuery } from "@/lib/validations/stays";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dues");
  return { title: t("title") };
}

type SearchParams = Record<string, string | string[] | undefined>;
const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The list's query from the URL; an unreadable page or search falls back to page 1 and no search. */
function duesQueryOf(tab: DuesTab, searchParams: SearchParams): DuesQuery {
  const filter = tab === "all" ? undefined : tab;
  const parsed = duesQuerySchema.safeParse({ filter, searchTerm: firstOf(searchParams.searchTerm), page: firstOf(searchParams.page) });
  return parsed.success ? parsed.data : { filter, searchTerm: "", page: 1, limit: 10 };
}

async function Summary() {
  return <DuesSummaryCards summary={await duesSummary()} />;
}

async function Rows({ query }: { query: DuesQuery }) {
  const page = await listDues(query);
  return <DuesList rows={page.dues} total={page.totals} currentPage={page.currentPage} totalPages={page.totalPages} today={hostelToday()} />;
}

export default async function DuesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("dues");
  const params = await searchParams;
  const tab = duesTabOf(firstOf(params.filter));
  const query = duesQueryOf(tab, params);
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <SearchBox placeholder={t("search")} />
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
