import { useLocale, useTranslations } from "next-intl";
import "@fontsource/noto-nastaliq-urdu/arabic-400.css";
import "@/components/ui/print-sheet.css";
import "./settlement-slip.css";
import { PrintedOn } from "@/components/bookings/printed-on";
import { HostelContact, type PrintedHostel } from "@/components/settings/hostel-contact";
import { Ltr } from "@/components/ui/ltr";
import { UrduFaces } from "@/components/ui/urdu-faces";
import { formatDate, orDash } from "@/lib/format";
import type { HouseRules } from "@/lib/money";
import { RULES_TITLE, rulesApplied } from "./house-rules";
import { SettlementFigures, noticeSummary } from "./settlement-figures";
import { Facts } from "./stay-facts";
import type { Booking, SettlementFigures as Figures } from "./types";

interface SettlementSlipProps {
  hostel: PrintedHostel;
  booking: Booking;
  fatherName: string | null;
  settlement: Figures;
  /** The rules the check-out applied (rulesOfSettlement): the notice summary and the printed rules state them. */
  rules: HouseRules;
  printedOn: string;
  timeZone: string;
}

/** The slip handed over at check-out: who, which room, when, the figures and the house rules that applied. */
export function SettlementSlip({ hostel, booking, fatherName, settlement, rules, printedOn, timeZone }: SettlementSlipProps) {
  const t = useTranslations("stay");
  const locale = useLocale();
  const rooms = booking.rooms.length > 0 ? booking.rooms.map((held) => held.roomNumber).join(" → ") : booking.room.roomNumber;
  return (
    <article
      aria-labelledby="slip-title"
      className="settlement-slip print-sheet mx-auto grid w-full max-w-2xl gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-primary pb-3">
        <div>
          <p className="text-sm font-semibold text-primary">{hostel.name}</p>
          <HostelContact hostel={hostel} className="mb-1" />
          <h1 id="slip-title" className="text-2xl font-bold tracking-tight">
            {t("settlement.title")}
          </h1>
        </div>
        <p className="text-sm">{t("settlement.checkedOutOn", { date: formatDate(settlement.leaveDate) })}</p>
      </div>

      <Facts
        className="print:grid-cols-3"
        items={[
          [t("facts.resident"), booking.studentName],
          [t("facts.fatherName"), orDash(fatherName)],
          [booking.rooms.length > 1 ? t("facts.rooms") : t("facts.room"), <Ltr key="rooms">{rooms}</Ltr>],
          [t("facts.checkIn"), formatDate(booking.bookingDate)],
          [t("facts.noticeDate"), settlement.noticeDate ? formatDate(settlement.noticeDate) : t("facts.noNotice")],
          [t("facts.leaveDate"), formatDate(settlement.leaveDate)],
        ]}
      />

      <section aria-labelledby="slip-figures" className="grid gap-2">
        <h2 id="slip-figures" className="border-b pb-1 text-sm font-semibold uppercase tracking-wide text-primary">
          {t("settlement.figures")}
        </h2>
        <p className="text-sm">{noticeSummary(t, locale, settlement, rules)}</p>
        <SettlementFigures figures={settlement} itemised />
      </section>

      <section
        dir="rtl"
        lang="ur"
        aria-label={t("settlement.rulesApplied")}
        className="house-rules print-urdu rounded-md border bg-muted/40 px-4 py-1"
      >
        <h2 className="house-rules-title font-semibold">{RULES_TITLE}</h2>
        <ol className="house-rules-list">
          {rulesApplied(settlement, rules).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <UrduFaces />
      </section>

      <div className="slip-foot grid gap-10 pt-1">
        <p className="text-sm text-muted-foreground">
          {t("settlement.printedOn")} <PrintedOn initial={printedOn} timeZone={timeZone} />
        </p>
        <div className="grid grid-cols-2 gap-8 sm:gap-16">
          {[t("settlement.residentSignature"), t("settlement.managerSignature")].map((label) => (
            <div key={label} className="border-t border-foreground pt-1.5 text-center text-sm font-medium">
              {label}
            </div>
          ))}
        </div>
      </div>
    </article>
  );
}
