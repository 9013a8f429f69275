import { amountInWords } from "@/lib/amount-in-words";
import { formatDate, formatPKR, formatYearMonth } from "@/lib/format";
import { pakistaniMobile } from "@/lib/phone";
import { paymentModeName } from "@/components/payments/payment-modes";

// A receipt's figures from the services' answers (payment, booking, customer, the ledger on the payment's day).

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
}

interface LedgerIn {
  charges: { _id: string; description: string }[];
  payments: { _id: string; amount: number; paidOn: string; voided: boolean; createdAt: Date | string }[];
  totals: { balance: number };
}

export interface ReceiptSources {
  hostelName: string;
  receivedBy: string;
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
  hostelName: string;
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

const FEES: Record<string, string> = { stay: "Stay", sudden_departure: "Sudden departure fee", damage: "Damages", lost_key: "Lost key fine" };

/** "March 2026 rent", "Sudden departure fee", a damage by its description. */
function lineLabel(allocation: PaymentIn["allocations"][number], descriptions: Map<string, string>): string {
  if (allocation.period && (allocation.kind === "rent" || allocation.kind === "adjustment")) return `${formatYearMonth(allocation.period)} rent`;
  if (allocation.kind === "damage" && allocation.chargeId && descriptions.has(allocation.chargeId)) return `Damage: ${descriptions.get(allocation.chargeId)}`;
  return FEES[allocation.kind] ?? "Other charges";
}

/** The months and fees a payment pays, one line each; what pays nothing yet is advance credit. */
function linesOf(payment: PaymentIn, ledger: LedgerIn | null): ReceiptLine[] {
  const descriptions = new Map((ledger?.charges ?? []).map((charge) => [charge._id, charge.description]));
  const lines = new Map<string, number>();
  for (const allocation of payment.allocations) {
    const label = lineLabel(allocation, descriptions);
    lines.set(label, (lines.get(label) ?? 0) + allocation.amount);
  }
  const advance = payment.amount - payment.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  if (!payment.voided && advance > 0) lines.set("Advance (credit)", advance);
  return [...lines].map(([label, amount]) => ({ label, amount }));
}

const at = (value: Date | string) => new Date(value).getTime();

/** The ledger's balance on the payment's day, less the payments of that day recorded after it. */
function balanceAfter(payment: PaymentIn, ledger: LedgerIn | null): number | null {
  if (!ledger || payment.voided) return null;
  const later = ledger.payments.filter((other) => !other.voided && other.paidOn === payment.paidOn && at(other.createdAt) > at(payment.createdAt));
  return ledger.totals.balance + later.reduce((sum, other) => sum + other.amount, 0);
}

/** The room held on the payment's day, else the stay's current room. */
function roomOn(day: string, booking: ReceiptSources["booking"]): string | null {
  if (!booking) return null;
  const held = booking.rooms.find((room) => room.from <= day && (room.to === null || day <= room.to));
  return held?.roomNumber ?? booking.room.roomNumber;
}

export function receiptOf({ hostelName, receivedBy, payment, booking, customer, ledger }: ReceiptSources): Receipt {
  const phone = pakistaniMobile(customer?.contactNumber);
  return {
    hostelName,
    receivedBy,
    receiptNo: payment.receiptNo,
    paidOn: payment.paidOn,
    amount: payment.amount,
    amountInWords: amountInWords(payment.amount),
    mode: paymentModeName(payment.mode),
    reference: payment.reference,
    note: payment.note,
    voided: payment.voided,
    voidReason: payment.voidReason,
    residentName: customer?.studentName ?? booking?.studentName ?? "—",
    fatherName: customer?.fatherName ?? null,
    roomNumber: roomOn(payment.paidOn, booking),
    lines: linesOf(payment, ledger),
    balanceAfter: balanceAfter(payment, ledger),
    whatsApp: phone.ok ? phone.digits : null,
  };
}

/** "PKR 3,000", or "PKR 0 (advance credit PKR 2,806)" when the payment left credit. */
export const balanceText = (balance: number) => (balance < 0 ? `${formatPKR(0)} (advance credit ${formatPKR(-balance)})` : formatPKR(balance));

/** The receipt as a WhatsApp message. */
export function receiptText(receipt: Receipt): string {
  const paysFor = receipt.lines.map((line) => line.label).join(", ");
  return [
    receipt.hostelName,
    `Receipt ${receipt.receiptNo}, ${formatDate(receipt.paidOn)}`,
    `Received ${formatPKR(receipt.amount)} (${receipt.amountInWords}) from ${receipt.residentName}${receipt.roomNumber ? `, ${receipt.roomNumber}` : ""}.`,
    paysFor ? `For: ${paysFor}.` : null,
    receipt.balanceAfter !== null ? `Balance after: ${balanceText(receipt.balanceAfter)}.` : null,
    "Thank you.",
  ]
    .filter(Boolean)
    .join("\n");
}

/** A wa.me link with the receipt's text, to the resident's number when it is usable. */
export const whatsAppLink = (receipt: Receipt) => `https://wa.me/${receipt.whatsApp ?? ""}?text=${encodeURIComponent(receiptText(receipt))}`;
