import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuditEntryItem } from "@/components/audit/audit-entry";
import { AuditFilters, type AuditFilterValues } from "@/components/audit/audit-filters";
import { NoData } from "@/components/data-table/no-data";
import { Pagination } from "@/components/data-table/pagination";
import { Ltr } from "@/components/ui/ltr";
import { requireAdminPage } from "@/lib/server/auth/session";
import { config } from "@/lib/server/config";
import { auditActors, listAudit } from "@/lib/server/services/audit";
import { auditQuerySchema } from "@/lib/validations/stays";
import { firstValues, type SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("audit");
  return { title: t("title") };
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("audit");
  const params = firstValues(await searchParams);
  // An unreadable filter or page shows the first page of everything, and says so, rather than an error.
  const parsed = auditQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : { page: 1 };
  const filters: AuditFilterValues = parsed.success
    ? {
        actorId: parsed.data.actorId,
        entity: parsed.data.entity ?? undefined,
        from: parsed.data.from ?? undefined,
        to: parsed.data.to ?? undefined,
        entityId: parsed.data.entityId,
      }
    : {};
  const [page, actors] = await Promise.all([listAudit({ ...filters, page: query.page }), auditActors()]);
  const filtered = Object.values(filters).some(Boolean);
  // "Show every record" keeps the other filters and leaves the one record.
  const withoutRecord = new URLSearchParams(
    Object.entries({ ...filters, entityId: undefined }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <AuditFilters key={JSON.stringify(filters)} actors={actors} current={filters} />
      {parsed.success ? null : (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("filters.unreadable")}
        </p>
      )}
      {filters.entityId ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span>
            {t("one", { entity: filters.entity ?? "other" })}
            <Ltr className="font-mono text-xs">{filters.entityId.slice(0, 8)}</Ltr>
          </span>
          <Link
            href={withoutRecord.size ? `/audit?${withoutRecord.toString()}` : "/audit"}
            className="text-primary underline-offset-4 hover:underline"
          >
            {t("showAll")}
          </Link>
        </p>
      ) : null}
      {page.rows.length === 0 ? (
        <NoData text={filtered ? t("noMatch") : t("empty")} />
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
