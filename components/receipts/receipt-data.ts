import type { createTranslator, Messages } from "next-intl";
import { amountInWordsIn } from "@/lib/amount-in-words";
import { formatDate, formatPKR, formatYearMonth, ltr } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { whatsAppNumber } from "@/lib/phone";
import { paymentModeName } from "@/components/payments/payment-modes";
import type { PrintedHostel } from "@/components/settings/hostel-contact";

// A receipt's figures from the services' answers (payment, booking, customer, the ledger on the payment's day),
// its words in the page's language.

/** The "receipts" texts (getTranslations("receipts")) and the page's language. */
export interface ReceiptLanguage {
  t: ReturnType<typeof createTranslator<Messages, "receipts">>;
  locale: Locale;
}

interface PaymentIn {
  _id: string;
  receiptNo: string;
  amount: number;
  paidOn: string;
  mode: string;
  reference: string | null;
  note: string | null;
  voided: boolean;
  voidReason: string | null;
  createdAt: Date | string;
  allocations: { chargeId: string | null; period: string | null; kind: string; amount: number }[];
  /** What it paid when recorded (null for payments recorded before receipts kept it). */
  asIssued: {
    allocations: { chargeId: string; period: string | null; kind: string; description: string; amount: number }[];
    advance: number;
    balanceAfter: number;
  } | null;
  /** The admin who took the money. */
  recordedBy: { username: string } | null;
}

interface LedgerIn {
  charges: { _id: string; description: string; typeName?: string | null; typeNameUr?: string | null; source?: string | null }[];
  payments: { _id: string; amount: number; paidOn: string; voided: boolean; createdAt: Date | string }[];
  totals: { balance: number };
}

export interface ReceiptSources {
  /** The hostel as the settings name it (lib/server/services/settings.ts, printedHostel). */
  hostel: PrintedHostel;
  payment: PaymentIn;
  booking: { studentName: string; room: { roomNumber: string }; rooms: { roomNumber: string; from: string; to: string | null }[] } | null;
  customer: { studentName: string; fatherName: string | null; contactNumber: string | null } | null;
  /** The stay's ledger as of the payment's day. */
  ledger: LedgerIn | null;
}

export interface ReceiptLine {
  label: string;
  amount: number;
}

export interface Receipt {
  hostel: PrintedHostel;
  receivedBy: string;
  receiptNo: string;
  paidOn: string;
  amount: number;
  amountInWords: string;
  mode: string;
  reference: string | null;
  note: string | null;
  voided: boolean;
  voidReason: string | null;
  residentName: string;
  fatherName: string | null;
  roomNumber: string | null;
  lines: ReceiptLine[];
  /** What the stay owed right after this payment, on its day; null for a void receipt or an unknown stay. */
  balanceAfter: number | null;
  /** The resident's WhatsApp number (923…), when the phone on file is a Pakistani mobile. */
  whatsApp: string | null;
}

type TypedCharge = LedgerIn["charges"][number];

/** "March 2026 rent", "Mess — October 2026", "Electricity", "Sudden departure fee", a damage by its description. */
function lineLabel(
  allocation: PaymentIn["allocations"][number],
  descriptions: Map<string, string>,
  typed: Map<string, TypedCharge>,
  { t, locale }: ReceiptLanguage,
): string {
  const type = allocation.chargeId ? typed.get(allocation.chargeId) : undefined;
  if (type?.typeName) {
    const name = (locale === "ur" ? type.typeNameUr : null) || type.typeName;
    const monthly =
      type.source === "monthly" || allocation.kind === "late_fee" || (allocation.kind === "adjustment" && type.source === null);
    return monthly && allocation.period ? `${name} — ${formatYearMonth(allocation.period, locale)}` : name;
  }
  if (allocation.period && (allocation.kind === "rent" || allocation.kind === "adjustment"))
    return t("lines.rent", { month: formatYearMonth(allocation.period, locale) });
  if (allocation.kind === "damage" && allocation.chargeId && descriptions.has(allocation.chargeId))
    return t("lines.damage", { description: descriptions.get(allocation.chargeId)! });
  const fees: Record<string, string> = {
    stay: t("lines.stay"),
    sudden_departure: t("lines.sudden_departure"),
    damage: t("lines.damages"),
    lost_key: t("lines.lost_key"),
  };
  return fees[allocation.kind] ?? t("lines.other");
}

/**
 * The months and fees a payment paid, one line each; what paid nothing is advance credit. As issued
 * (lib/money/README.md, "Payments and receipts"): a later check-out or void never rewrites a receipt handed over.
 */
function linesOf(payment: PaymentIn, ledger: LedgerIn | null, language: ReceiptLanguage): ReceiptLine[] {
  const issued = payment.asIssued;
  const descriptions = new Map(
    issued
      ? issued.allocations.map((line) => [line.chargeId, line.description])
      : (ledger?.charges ?? []).map((charge) => [charge._id, charge.description]),
  );
  const allocations = issued ? issued.allocations : payment.allocations;
  const typed = new Map((ledger?.charges ?? []).filter((charge) => charge.typeName).map((charge) => [charge._id, charge]));
  const lines = new Map<string, number>();
  for (const allocation of allocations) {
    const label = lineLabel(allocation, descriptions, typed, language);
    lines.set(label, (lines.get(label) ?? 0) + allocation.amount);
  }
  const advance = issued ? issued.advance : payment.amount - payment.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  if (!payment.voided && advance > 0) lines.set(language.t("lines.advance"), advance);
  return [...lines].map(([label, amount]) => ({ label, amount }));
}

const at = (value: Date | string) => new Date(value).getTime();

/** The balance right after the payment on its day: as issued, or (older payments) the ledger's less that day's later payments. */
function balanceAfter(payment: PaymentIn, ledger: LedgerIn | null): number | null {
  if (payment.voided) return null;
  if (payment.asIssued) return payment.asIssued.balanceAfter;
  if (!ledger) return null;
  const later = ledger.payments.filter(
    (other) => !other.voided && other.paidOn === payment.paidOn && at(other.createdAt) > at(payment.createdAt),
  );
  return ledger.totals.balance + later.reduce((sum, other) => sum + other.amount, 0);
}

/** The room held on the payment's day, else the stay's current room. */
function roomOn(day: string, booking: ReceiptSources["booking"]): string | null {
  if (!booking) return null;
  const held = booking.rooms.find((room) => room.from <= day && (room.to === null || day <= room.to));
  return held?.roomNumber ?? booking.room.roomNumber;
}

export function receiptOf({ hostel, payment, booking, customer, ledger }: ReceiptSources, language: ReceiptLanguage): Receipt {
  const phone = whatsAppNumber(customer?.contactNumber);
  return {
    hostel,
    // Who took the money, whoever prints the receipt (lib/money/README.md, rule 15).
    receivedBy: payment.recordedBy?.username || "—",
    receiptNo: payment.receiptNo,
    paidOn: payment.paidOn,
    amount: payment.amount,
    amountInWords: amountInWordsIn(payment.amount, language.locale),
    mode: paymentModeName(payment.mode, language.locale),
    reference: payment.reference,
    note: payment.note,
    voided: payment.voided,
    voidReason: payment.voidReason,
    residentName: customer?.studentName ?? booking?.studentName ?? "—",
    fatherName: customer?.fatherName ?? null,
    roomNumber: roomOn(payment.paidOn, booking),
    lines: linesOf(payment, ledger, language),
    balanceAfter: balanceAfter(payment, ledger),
    whatsApp: phone.ok ? phone.digits : null,
  };
}

/** "PKR 3,000", or "PKR 0 (advance credit PKR 2,806)" when the payment left credit. */
export const balanceText = (balance: number, { t, locale }: ReceiptLanguage) =>
  balance < 0 ? t("balanceWithCredit", { zero: formatPKR(0, locale), credit: formatPKR(-balance, locale) }) : formatPKR(balance, locale);

/** The receipt as a WhatsApp message, in the page's language. */
export function receiptText(receipt: Receipt, language: ReceiptLanguage): string {
  const { t, locale } = language;
  // In Urdu, codes keep their left-to-right order inside the right-to-left text.
  const code = (text: string) => (locale === "ur" ? ltr(text) : text);
  const paysFor = receipt.lines.map((line) => line.label).join(t("message.itemSeparator"));
  const received = { amount: formatPKR(receipt.amount, locale), words: receipt.amountInWords, name: receipt.residentName };
  return [
    receipt.hostel.name,
    t("message.receipt", { receiptNo: code(receipt.receiptNo), date: formatDate(receipt.paidOn) }),
    receipt.roomNumber ? t("message.received", { ...received, room: code(receipt.roomNumber) }) : t("message.receivedNoRoom", received),
    paysFor ? t("message.for", { items: paysFor }) : null,
    receipt.balanceAfter !== null ? t("message.balanceAfter", { balance: balanceText(receipt.balanceAfter, language) }) : null,
    t("message.thanks"),
  ]
    .filter(Boolean)
    .join("\n");
}

/** A wa.me link with the receipt's text, to the resident's number when it is usable. */
export const whatsAppLink = (receipt: Receipt, language: ReceiptLanguage) =>
  `https://wa.me/${receipt.whatsApp ?? ""}?text=${encodeURIComponent(receiptText(receipt, language))}`;
