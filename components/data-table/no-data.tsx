import { useTranslations } from "next-intl";

/** The list's empty state: the no-data picture, and "No data found." unless told otherwise. */
export function NoData({ text }: { text?: string }) {
  const t = useTranslations("common");
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-card px-4 py-10 text-center">
      {/* A small static SVG from public/: next/image would add nothing. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/images/no-data.svg" alt="" width={220} height={160} className="h-auto w-44" />
      <p className="text-muted-foreground">{text ?? t("noData")}</p>
    </div>
  );
}
