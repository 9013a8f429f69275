import "@fontsource/noto-nastaliq-urdu/arabic-400.css";
import "./register-print.css";
import { useTranslations } from "next-intl";
import { Ltr } from "@/components/ui/ltr";
import { UrduFaces } from "@/components/ui/urdu-faces";
import { formatDate } from "@/lib/format";
import type { RegisterPrintRow } from "@/lib/server/services/register";
import type { HostelSettings } from "@/lib/server/services/settings";
import type { bilingualLabels } from "./bilingual";
import { Both } from "./resident-form";

type Labels = Awaited<ReturnType<typeof bilingualLabels>>;

/**
 * The register of arrivals for the police station (docs/register.md, "Prints"): every stay whose check-in
 * falls in the days, one line each, with the report made for it; English with the Urdu labels beside.
 */
export function ArrivalsRegister({
  rows,
  days,
  hostel,
  labels,
}: {
  rows: RegisterPrintRow[];
  days: { from: string; to: string };
  hostel: HostelSettings["hostel"];
  labels: Labels;
}) {
  const t = useTranslations("register.print");
  const { label } = labels;
  const columns = [
    label("name"),
    label("fatherName"),
    label("idNumber"),
    label("permanentAddress"),
    label("room"),
    label("checkIn"),
    label("reportedOn"),
    label("reference"),
  ];
  return (
    <article aria-labelledby="arrivals-title" className="arrivals-register grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-primary pb-2">
        <div className="grid gap-0.5">
          <p className="font-bold">{hostel.name}</p>
          {hostel.address ? <p className="text-xs">{hostel.address}</p> : null}
          {hostel.phone ? (
            <p className="text-xs">
              <Ltr>{hostel.phone}</Ltr>
            </p>
          ) : null}
        </div>
        <div className="grid gap-0.5 text-end">
          <h1 id="arrivals-title" className="text-lg font-bold">
            <Both text={label("registerTitle")} />
          </h1>
          <UrduFaces />
          <p className="text-xs">
            {t("range", { from: formatDate(days.from), to: formatDate(days.to) })} · {t("count", { count: rows.length })}
          </p>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start text-xs">
            <thead>
              <tr className="border-b-2">
                <th scope="col" className="px-1.5 py-1 text-start align-bottom font-semibold">
                  {t("no")}
                </th>
                {columns.map((column) => (
                  <th key={column.en} scope="col" className="px-1.5 py-1 text-start align-bottom font-semibold">
                    <Both text={column} className="grid" />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.bookingId} className="border-b align-top">
                  <td className="px-1.5 py-1 tabular-nums">{index + 1}</td>
                  <td className="px-1.5 py-1 font-medium">{row.studentName}</td>
                  <td className="px-1.5 py-1">{row.fatherName ?? "—"}</td>
                  <td className="whitespace-nowrap px-1.5 py-1">{row.idNumber ? <Ltr>{row.idNumber}</Ltr> : "—"}</td>
                  <td className="px-1.5 py-1">{row.permanentAddress ?? "—"}</td>
                  <td className="whitespace-nowrap px-1.5 py-1">{row.roomNumber ? <Ltr>{row.roomNumber}</Ltr> : "—"}</td>
                  <td className="whitespace-nowrap px-1.5 py-1 tabular-nums">{formatDate(row.checkIn)}</td>
                  <td className="whitespace-nowrap px-1.5 py-1 tabular-nums">{row.reportedOn ? formatDate(row.reportedOn) : "—"}</td>
                  <td className="px-1.5 py-1">{row.reference ? <Ltr>{row.reference}</Ltr> : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
