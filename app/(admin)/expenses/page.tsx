import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ExportButton } from "@/components/data-table/export-button";
import { SearchBox } from "@/components/data-table/search-box";
import { TableSpinner } from "@/components/data-table/list-screen";
import { AddExpenseButton } from "@/components/expenses/add-expense-button";
import { ExpenseFilters } from "@/components/expenses/expense-filters";
import { ExpenseList, ExpenseTotals } from "@/components/expenses/expense-list";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { previousPeriod } from "@/lib/money";
import { expenseFilterCategories, listExpenses } from "@/lib/server/services/expenses";
import { hostelTime } from "@/lib/time";
import { expenseScreenQuerySchema, type ExpenseListQuery } from "@/lib/validations/expenses";
import { firstValues, type SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expenses");
  return { title: t("title") };
}

async function Rows({
  query,
  filtered,
  categories,
  canVoid,
}: {
  query: ExpenseListQuery;
  filtered: boolean;
  categories: string[];
  canVoid: boolean;
}) {
  const page = await listExpenses(query);
  return (
    <div className="grid gap-4">
      <ExpenseTotals page={page} month={query.month} />
      <ExpenseList page={page} filtered={filtered} categories={categories} canVoid={canVoid} month={query.month} />
    </div>
  );
}

/** The hostel's expenses of a month (this month unless chosen), by category, with the month's total. */
export default async function ExpensesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireAdminPage();
  const t = await getTranslations("expenses");
  const params = firstValues(await searchParams);
  const thisMonth = hostelTime(new Date()).yearMonth;
  // Unreadable filters show this month's first page, and say so, rather than an error.
  const parsed = expenseScreenQuerySchema.safeParse(params);
  const query: ExpenseListQuery = parsed.success ? parsed.data : { page: 1, searchTerm: "", month: thisMonth };
  const categories = await expenseFilterCategories();
  // The month select: the last two years, and an older month the URL asks for.
  const months = Array.from({ length: 24 }, (_, index) => index).reduce<string[]>(
    (list) => [...list, list.length ? previousPeriod(list.at(-1)!) : thisMonth],
    [],
  );
  if (query.month && !months.includes(query.month)) months.push(query.month);
  const canVoid = can(admin.access, "money.correct");
  const filtered = Boolean(query.category || query.searchTerm);

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
            <ExportButton list="expenses" />
            <AddExpenseButton categories={categories.settings} />
          </div>
        </div>
      </div>
      <ExpenseFilters
        key={JSON.stringify([query.month, query.category])}
        months={months}
        categories={categories.all}
        thisMonth={thisMonth}
        current={{ month: query.month ?? "all", category: query.category ?? undefined }}
      />
      {parsed.success ? null : (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("unreadable")}
        </p>
      )}
      {!canVoid && can(admin.access, "records.write") ? <p className="text-xs text-muted-foreground">{t("askOwner")}</p> : null}
      <Suspense key={JSON.stringify(query)} fallback={<TableSpinner />}>
        <Rows query={query} filtered={filtered} categories={categories.settings} canVoid={canVoid} />
      </Suspense>
    </div>
  );
}
