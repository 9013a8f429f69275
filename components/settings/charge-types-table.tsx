import { useLocale, useTranslations } from "next-intl";
import { UrduFaces } from "@/components/ui/urdu-faces";
import { cn } from "@/lib/utils";
import { ChargeTypeButton } from "./charge-type-dialog";
import { amountText, monthsText, URDU_NAME_CLASS } from "./charge-type-text";
import type { ChargeTypeRow } from "./types";

/**
 * The charge types in creation order: name (the panel's own marked "Built in"), Urdu name, kind, amount or
 * rate, months, active, and for owners the pencil that edits one. Below 768 px each row is a card, every
 * value under its column's name, as the list screens show theirs.
 */
export function ChargeTypesTable({ types, editable }: { types: ChargeTypeRow[]; editable: boolean }) {
  const t = useTranslations("settings.types");
  const locale = useLocale();
  const texts = {
    perUnit: (amount: string) => t("perUnit", { amount }),
    perMonth: (amount: string) => t("perMonth", { amount }),
    lateFee: t("lateFeeAmount"),
    room: t("roomAmount"),
  };
  const cell =
    "flex min-w-0 justify-between gap-4 py-1 text-end [overflow-wrap:anywhere] before:shrink-0 before:text-start before:font-medium before:text-muted-foreground before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:text-start md:before:content-none";
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border">
      <UrduFaces />
      <table className="block w-full text-start text-sm md:table">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="hidden bg-muted text-xs text-muted-foreground md:table-header-group">
          <tr>
            {[t("name"), t("nameUr"), t("kind"), t("amount"), t("months"), t("active")].map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold">
                {header}
              </th>
            ))}
            {editable ? (
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t("actions")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="grid grid-cols-1 gap-3 md:table-row-group md:divide-y">
          {types.map((type) => (
            <tr
              key={type._id}
              className={cn(
                "block min-w-0 rounded-lg border px-4 py-2 md:table-row md:rounded-none md:border-0 md:p-0",
                !type.active && "text-muted-foreground",
              )}
            >
              <th scope="row" data-label={t("name")} className={cn(cell, "font-medium")}>
                <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
                  {type.name}
                  {type.system ? (
                    <span title={t("builtInHint")} className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">
                      {t("builtIn")}
                    </span>
                  ) : null}
                </span>
              </th>
              <td data-label={t("nameUr")} className={cell}>
                <span lang="ur" dir="rtl" className={URDU_NAME_CLASS}>
                  {type.nameUr}
                </span>
              </td>
              <td data-label={t("kind")} className={cell}>
                {t(`kinds.${type.kind}`)}
              </td>
              <td data-label={t("amount")} className={cn(cell, "tabular-nums")}>
                {amountText(type, locale, texts)}
              </td>
              <td data-label={t("months")} className={cell}>
                {type.kind === "monthly" && type.months.length > 0
                  ? monthsText(type.months, locale)
                  : type.kind === "monthly"
                    ? t("everyMonth")
                    : "—"}
              </td>
              <td data-label={t("active")} className={cell}>
                {type.active ? t("yes") : t("no")}
              </td>
              {editable ? (
                <td data-label={t("actions")} className={cn(cell, "items-center md:text-end")}>
                  <ChargeTypeButton type={type} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
