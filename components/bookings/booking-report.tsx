import type { ReactNode } from "react";
import "@fontsource/noto-nastaliq-urdu/arabic-400.css";
import "./booking-report.css";
import { formatBookingDate, formatDate, formatNumber, formatPKR, humanize, monthName, orDash, paymentModeLabel } from "@/lib/format";
import { cn } from "@/lib/utils";
import { paymentTime, timePeriod } from "./booking-figures";
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
  hostelName: string;
  booking: BookingRecord;
  customer: ReportCustomer | null;
  /** The printed-on time when the page was rendered, on the hostel's clock. */
  printedOn: string;
  timeZone: string;
}

// The house rules printed on every booking: ten days' written notice, dues by the 5th, a month's fee for a sudden departure, damages paid for, a 500 rupee fine for a lost key. In Urdu, read right to left.
const HOUSE_RULES_TITLE = "ہاسٹل کے قواعد و ضوابط";
const HOUSE_RULES = [
  "ہاسٹل چھوڑنے سے دس دن پہلے تحریری طور پر اطلاع دینا لازمی ہے۔",
  "ہر مہینے کی ۵ تاریخ تک واجبات کی ادائیگی لازمی ہے۔",
  "بغیر اطلاع اچانک ہاسٹل چھوڑنے کی صورت میں ایک مہینے کی فیس وصول کی جائے گی۔",
  "کسی بھی قسم کے نقصان کی صورت میں اس کا ہرجانہ ادا کرنا ہوگا۔",
  "کمرے کی چابی گم ہونے کی صورت میں ۵۰۰ روپے جرمانہ ادا کرنا ہوگا۔",
];

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
export function BookingReport({ hostelName, booking, customer, printedOn, timeZone }: BookingReportProps) {
  const { room } = booking;
  const lastPayment = booking.paymentHistory.at(-1);
  const address = customer?.currentAddress || customer?.permanentAddress;
  const paid = booking.paymentStatus === "paid";

  return (
    <article className="booking-report mx-auto grid w-full max-w-4xl gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-8" aria-labelledby="report-title">
      <div className="report-head flex flex-col gap-3 border-b-2 border-primary pb-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="report-title" className="text-2xl font-bold tracking-tight text-primary">
            {hostelName}
          </h1>
          <p className="text-sm font-medium text-muted-foreground">Booking Report</p>
        </div>
        <p className="text-sm sm:text-end">
          <span className="report-label block text-xs font-medium text-muted-foreground">Booking ID</span>
          <span className="break-all font-mono text-xs font-medium">{booking._id}</span>
        </p>
      </div>

      <Section title="Customer">
        <Details
          items={[
            { label: "Customer Name", value: customer?.studentName ?? booking.studentName },
            { label: "Father's Name", value: orDash(customer?.fatherName) },
            { label: "Phone", value: orDash(customer?.contactNumber) },
            { label: "Email", value: orDash(customer?.email), className: "col-span-2 md:col-span-1 print:col-span-1" },
            { label: "Address", value: orDash(address), className: "col-span-2" },
          ]}
        />
      </Section>

      <Section title="Room">
        <Details
          items={[
            {
              label: "Room Number",
              value: (
                <span className="inline-flex items-center gap-2">
                  {room.roomNumber}
                  {room.isVip ? <span className="report-badge rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">VIP</span> : null}
                </span>
              ),
            },
            { label: "Room Type", value: humanize(room.roomType) },
            { label: "Capacity", value: `${room.capacity} ${room.capacity === 1 ? "bed" : "beds"}` },
            { label: "Price", value: `${formatPKR(room.monthlyRent)} / month` },
          ]}
          columns={4}
        />
      </Section>

      <Section title="Booking">
        <Details
          items={[
            { label: "Booking Date", value: formatBookingDate(booking.bookingDate) },
            { label: "Time Period", value: timePeriod(booking.durationValue, booking.durationType) },
            { label: "Paid Months", value: formatNumber(booking.paidMonths) },
            { label: "Total Payment", value: formatPKR(booking.totalPayment) },
            { label: "Advanced Payment", value: formatPKR(booking.advancedPayment) },
            { label: "Total Paid", value: formatPKR(booking.totalPaid) },
            { label: "Remaining Amount", value: formatPKR(booking.remainingAmount) },
            {
              label: "Payment Status",
              value: (
                <span
                  className={cn(
                    "report-badge rounded px-1.5 py-0.5 text-xs font-semibold",
                    paid ? "bg-green-100 text-success" : "bg-amber-100 text-amber-800",
                  )}
                >
                  {humanize(booking.paymentStatus)}
                </span>
              ),
            },
            { label: "Payment Mode", value: paymentModeLabel(booking.paymentMode) },
            { label: "Security Charges", value: formatPKR(booking.securityCharges) },
            { label: "Security Payment Mode", value: paymentModeLabel(booking.securityPaymentMode) },
          ]}
        />
      </Section>

      <Section title="Last Payment">
        {lastPayment ? (
          <Details
            items={[
              { label: "Amount", value: formatPKR(lastPayment.amount) },
              { label: "Date", value: formatDate(lastPayment.date) },
              { label: "Time", value: paymentTime(lastPayment.date, lastPayment.time) },
              { label: "Month", value: monthName(lastPayment.month) },
            ]}
            columns={4}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
        )}
      </Section>

      <section dir="rtl" lang="ur" className="house-rules report-section rounded-md border bg-muted/40 px-4 py-2" aria-label="House rules">
        <h2 className="house-rules-title font-semibold">{HOUSE_RULES_TITLE}</h2>
        <ol className="house-rules-list">
          {HOUSE_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>

      <div className="report-foot grid gap-10 pt-1">
        <p className="text-sm text-muted-foreground">
          Printed on: <PrintedOn initial={printedOn} timeZone={timeZone} />
        </p>
        <div className="grid grid-cols-2 gap-8 sm:gap-24">
          {["Customer Signature", "Manager Signature"].map((label) => (
            <div key={label} className="signature-line border-t border-foreground pt-1.5 text-center text-sm font-medium">
              {label}
            </div>
          ))}
        </div>
      </div>
    </article>
  );
}
