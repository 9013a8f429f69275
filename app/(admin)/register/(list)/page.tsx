import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { Printer } from "lucide-react";
import { SearchBox } from "@/components/data-table/search-box";
import { TableSpinner } from "@/components/data-table/list-screen";
import { RegisterFilters } from "@/components/register/register-filters";
import { RegisterList, type RegisterRights } from "@/components/register/register-list";
import { RemoveOldPicturesButton } from "@/components/register/remove-old-pictures";
import { buttonVariants } from "@/components/ui/button";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listRegister } from "@/lib/server/services/register";
import { getSettings } from "@/lib/server/services/settings";
import { cn } from "@/lib/utils";
import { REGISTER_TABS, registerQuerySchema, type RegisterQuery, type RegisterTab } from "@/lib/validations/register";
import { firstValues, type SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("register");
  return { title: t("title") };
}

async function Rows({ query, rights, station }: { query: RegisterQuery; rights: RegisterRights; station: string }) {
  const [page, t] = await Promise.all([listRegister(query), getTranslations("register")]);
  const count = (tab: RegisterTab) => (tab === "all" ? null : page.counts[tab]);
  const hrefOf = (tab: RegisterTab) => {
    const params = new URLSearchParams();
    if (tab !== "all") params.set("status", tab);
    if (query.from) params.set("from", query.from);
    if (query.to) params.set("to", query.to);
    if (query.searchTerm) params.set("searchTerm", query.searchTerm);
    const text = params.toString();
    return text ? `/register?${text}` : "/register";
  };
  return (
    <div className="grid gap-4">
      <nav aria-label={t("tabs.label")} className="flex flex-wrap gap-2">
        {REGISTER_TABS.map((tab) => {
          const current = tab === query.status;
          const figure = count(tab);
          return (
            <Link
              key={tab}
              href={hrefOf(tab)}
              aria-current={current ? "page" : undefined}
              data-tab={tab}
              className={cn(
                "inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium",
                current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
                tab === "overdue" && !current && figure ? "border-red-300 text-red-900" : undefined,
              )}
            >
              {t(`tabs.${tab}`)}
              {figure === null ? null : (
                <span
                  data-count={tab}
                  className={cn("rounded-full px-1.5 text-xs tabular-nums", current ? "bg-primary-foreground/20" : "bg-muted")}
                >
                  {figure}
                </span>
              )}
            </Link>
          );
        })}
      </nav>
      <RegisterList
        page={page}
        filtered={Boolean(query.from || query.to || query.searchTerm || query.status !== "all")}
        rights={rights}
        station={station}
      />
    </div>
  );
}

/** The police register (docs/register.md): every stay's report status by tab, with the record and print controls. */
export default async function RegisterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireAdminPage();
  const [t, settings] = await Promise.all([getTranslations("register"), getSettings()]);
  const params = firstValues(await searchParams);
  // Unreadable filters show every stay, and say so, rather than an error.
  const parsed = registerQuerySchema.safeParse(params);
  const query: RegisterQuery = parsed.success ? parsed.data : { page: 1, searchTerm: "", status: "all" };
  const rights: RegisterRights = { record: can(admin.access, "records.write"), correct: can(admin.access, "register.correct") };
  const printParams = new URLSearchParams();
  if (query.from) printParams.set("from", query.from);
  if (query.to) printParams.set("to", query.to);
  const printHref = printParams.size ? `/register/print?${printParams}` : "/register/print";

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("intro", { hours: settings.register.reportWithinHours })}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox placeholder={t("search")} />
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link href={printHref} className={buttonVariants({ variant: "outline" })}>
              <Printer aria-hidden="true" />
              {t("printRegister")}
            </Link>
            {can(admin.access, "records.delete") ? <RemoveOldPicturesButton months={settings.register.keepIdPicturesMonths} /> : null}
          </div>
        </div>
      </div>
      <RegisterFilters key={`${query.from ?? ""} ${query.to ?? ""}`} from={query.from ?? undefined} to={query.to ?? undefined} />
      {parsed.success ? null : (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("unreadable")}
        </p>
      )}
      <Suspense key={JSON.stringify(query)} fallback={<TableSpinner />}>
        <Rows query={query} rights={rights} station={settings.register.policeStation} />
      </Suspense>
    </div>
  );
}
