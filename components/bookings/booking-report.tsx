import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import "@fontsource/noto-nastaliq-urdu/arabic-400.css";
import "@/components/ui/print-sheet.css";
import "./booking-report.css";
import { HostelContact, type PrintedHostel } from "@/components/settings/hostel-contact";
import { Ltr } from "@/components/ui/ltr";
import { UrduFaces } from "@/components/ui/urdu-faces";
import { formatDate, formatNumber, formatPKR, humanize, monthName, orDash, paymentModeLabel } from "@/lib/format";
import { formatBookingDate } from "@/lib/format-time";
import type { HouseRules } from "@/lib/money";
import { cn } from "@/lib/utils";
import { HOUSE_RULES_TITLE, houseRulesList } from "@/components/stay/house-rules";
import { ROOM_TYPES } from "@/models/enums";
import { receivedTime } from "./booking-figures";
import { PrintedOn } from "./printed-on";
import type { BookingRecord } from "./types";

/** The customer as the report shows them (loaded from the students service). */
export interface ReportCustomer {
  studentName: string;
  email: string | null;
  fatherName: string | null;
  contactNumber: string | null;
  currentAddress: string | null;
  permanentAddress: string | null;
}

interface BookingReportProps {
  hostel: PrintedHostel;
  booking: BookingRecord;
  customer: ReportCustomer | null;
  /** The house rules as saved (getSettings()), printed in Urdu whatever the panel's language (components/stay/house-rules.ts). */
  houseRules: HouseRules;
  /** The printed-on time when the page was rendered, on the hostel's clock. */
  printedOn: string;
  timeZone: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="report-section grid gap-2">
      <h2 className="border-b pb-1 text-sm font-semibold uppercase tracking-wide text-primary">{title}</h2>
      {children}
    </section>
  );
}

const detailColumns = {
  3: "md:grid-cols-3 print:grid-cols-3",
  4: "md:grid-cols-4 print:grid-cols-4",
};

interface DetailItem {
  label: string;
  value: ReactNode;
  /** Its grid cell's span, e.g. two columns for an address. */
  className?: string;
}

function Details({ items, columns = 3 }: { items: DetailItem[]; columns?: 3 | 4 }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-2.5 sm:gap-x-6 print:gap-y-1.5", detailColumns[columns])}>
      {items.map((item) => (
        <div key={item.label} className={cn("min-w-0", item.className)}>
          <dt className="report-label text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className="break-words font-medium">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The printable booking report: customer, room, booking figures, last payment, house rules and signatures. */
export function BookingReport({ hostel, booking, customer, houseRules, printedOn, timeZone }: BookingReportProps) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const type = booking.room.roomType;
  const roomType =
    type && (ROOM_TYPES as readonly string[]).includes(type) ? t(`roomTypes.${type as (typeof ROOM_TYPES)[number]}`) : humanize(type);
  const durationType = booking.durationType as "days" | "weeks" | "months";
  const { room } = booking;
  const lastPayment = booking.paymentHistory.at(-1);
  const address = customer?.currentAddress || customer?.permanentAddress;
  const paid = booking.paymentStatus === "paid";

  return (
    <article
      className="booking-report print-sheet mx-auto grid w-full max-w-4xl gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-8"
      aria-labelledby="report-title"
    >
      <div className="report-head flex flex-col gap-3 border-b-2 border-primary pb-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="report-title" className="text-2xl font-bold tracking-tight text-primary">
            {hostel.name}
          </h1>
          <HostelContact hostel={hostel} />
          <p className="text-sm font-medium text-muted-foreground">{t("report.subtitle")}</p>
        </div>
        <p className="text-sm sm:text-end">
          <span className="report-label block text-xs font-medium text-muted-foreground">{t("report.bookingId")}</span>
          <Ltr className="break-all font-mono text-xs font-medium">{booking._id}</Ltr>
        </p>
      </div>

      <Section title={t("report.customer")}>
        <Details
          items={[
            { label: t("report.customerName"), value: customer?.studentName ?? booking.studentName },
            { label: t("report.fatherName"), value: orDash(customer?.fatherName) },
            { label: t("report.phone"), value: <Ltr>{orDash(customer?.contactNumber)}</Ltr> },
            {
              label: t("report.email"),
              value: <Ltr>{orDash(customer?.email)}</Ltr>,
              className: "col-span-2 md:col-span-1 print:col-span-1",
            },
            { label: t("report.address"), value: orDash(address), className: "col-span-2" },
          ]}
        />
      </Section>

      <Section title={t("report.room")}>
        <Details
          items={[
            {
              label: t("report.roomNumber"),
              value: (
                <span className="inline-flex items-center gap-2">
                  <Ltr>{room.roomNumber}</Ltr>
                  {room.isVip ? (
                    <span className="report-badge rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">{t("vip")}</span>
                  ) : null}
                </span>
              ),
            },
            { label: t("report.roomType"), value: roomType },
            { label: t("report.capacity"), value: t("report.beds", { count: room.capacity }) },
            // The stay's own rent (agreed at booking, changed only by a move), not the room's price today.
            { label: t("report.price"), value: t("report.pricePerMonth", { rent: formatPKR(booking.monthlyRent, locale) }) },
          ]}
          columns={4}
        />
      </Section>

      <Section title={t("report.booking")}>
        <Details
          items={[
            { label: t("report.bookingDate"), value: formatBookingDate(booking.bookingDate, locale) },
            { label: t("report.paymentMode"), value: paymentModeLabel(booking.paymentMode, locale) },
            { label: t("report.securityCharges"), value: formatPKR(booking.securityCharges, locale) },
            { label: t("report.securityPaymentMode"), value: paymentModeLabel(booking.securityPaymentMode, locale) },
          ]}
          columns={4}
        />
      </Section>

      {/* The spec's figures describe the term agreed at booking; what is owed now is the ledger's balance. */}
      <Section title={t("report.agreedTerm")}>
        <p className="text-sm text-muted-foreground print:hidden">{t("report.agreedTermNote")}</p>
        <Details
          items={[
            { label: t("report.timePeriod"), value: t(`timePeriod.${durationType}`, { count: booking.durationValue }) },
            { label: t("report.paidMonths"), value: formatNumber(booking.paidMonths) },
            { label: t("report.totalPayment"), value: formatPKR(booking.totalPayment, locale) },
            { label: t("report.advancedPayment"), value: formatPKR(booking.advancedPayment, locale) },
            { label: t("report.totalPaid"), value: formatPKR(booking.totalPaid, locale) },
            { label: t("report.remainingAmount"), value: formatPKR(booking.remainingAmount, locale) },
            {
              label: t("report.paymentStatus"),
              value: (
                <span
                  className={cn(
                    "report-badge rounded px-1.5 py-0.5 text-xs font-semibold",
                    paid ? "bg-green-100 text-success" : "bg-amber-100 text-amber-800",
                  )}
                >
                  {t(`paymentStatuses.${booking.paymentStatus}`)}
                </span>
              ),
            },
          ]}
        />
      </Section>

      <Section title={t("report.lastPayment")}>
        {lastPayment ? (
          <Details
            items={[
              { label: t("report.amount"), value: formatPKR(lastPayment.amount, locale) },
              // The day the money was received (a payment may be recorded days later), and its month.
              { label: t("report.date"), value: formatDate(lastPayment.paidOn) },
              { label: t("report.time"), value: receivedTime(lastPayment, locale) },
              { label: t("report.month"), value: monthName(Number(lastPayment.paidOn.slice(5, 7)), locale) },
            ]}
            columns={4}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("report.noPayments")}</p>
        )}
      </Section>

      <section
        dir="rtl"
        lang="ur"
        className="house-rules print-urdu report-section rounded-md border bg-muted/40 px-4 py-2"
        aria-label={t("report.houseRules")}
      >
        <h2 className="house-rules-title font-semibold">{HOUSE_RULES_TITLE}</h2>
        <ol className="house-rules-list">
          {houseRulesList(houseRules).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <UrduFaces />
      </section>

      <div className="report-foot grid gap-10 pt-1">
        <p className="text-sm text-muted-foreground">
          {t("report.printedOn")} <PrintedOn initial={printedOn} timeZone={timeZone} />
        </p>
        <div className="grid grid-cols-2 gap-8 sm:gap-24">
          {[t("report.customerSignature"), t("report.managerSignature")].map((label) => (
            <div key={label} className="signature-line border-t border-foreground pt-1.5 text-center text-sm font-medium">
              {label}
            </div>
          ))}
        </div>
      </div>
    </article>
  );
}
