import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuditEntryItem } from "@/components/audit/audit-entry";
import { NoData } from "@/components/data-table/no-data";
import { Pagination } from "@/components/data-table/pagination";
import { Ltr } from "@/components/ui/ltr";
import { requireAdminPage } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { listAudit } from "@/lib/services/audit";
import { cn } from "@/lib/utils";
import { auditQuerySchema } from "@/lib/validations/stays";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("audit");
  return { title: t("title") };
}

const ENTITY_FILTERS = [
  { key: "all", entity: undefined },
  { key: "booking", entity: "booking" },
  { key: "payment", entity: "payment" },
] as const;

const filterLink = "rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

type SearchParams = Record<string, string | string[] | undefined>;

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("audit");
  const params = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  // An unreadable filter or page shows the first page of everything rather than an error.
  const parsed = auditQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : { page: 1, entity: null, entityId: undefined };
  const entity = query.entity ?? undefined;
  const page = await listAudit({ page: query.page, entity, entityId: query.entityId });

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <nav aria-label={t("filters.label")} className="flex flex-wrap items-center gap-2">
        {ENTITY_FILTERS.map((filter) => {
          const current = !query.entityId && entity === filter.entity;
          return (
            <Link
              key={filter.key}
              href={filter.entity ? `/audit?entity=${filter.entity}` : "/audit"}
              aria-current={current ? "page" : undefined}
              className={cn(filterLink, current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted")}
            >
              {t(`filters.${filter.key}`)}
            </Link>
          );
        })}
        {query.entityId ? (
          <span className="text-sm">
            {t("one", { entity: entity ?? "other" })}
            <Ltr className="font-mono text-xs">{query.entityId.slice(0, 8)}</Ltr>
          </span>
        ) : null}
      </nav>
      {page.rows.length === 0 ? (
        <NoData text={t("empty")} />
      ) : (
        <div>
          <ol className="divide-y rounded-lg border bg-card" aria-label={t("entries")}>
            {page.rows.map((entry) => (
              <AuditEntryItem key={entry._id} entry={entry} timeZone={config.timeZone} />
            ))}
          </ol>
          <Pagination currentPage={page.currentPage} totalPages={page.totalPages} />
        </div>
      )}
    </div>
  );
}
