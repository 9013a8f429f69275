import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { AppError, conflict, englishMessage } from "@/lib/server/http/errors";
import { formatNumber, formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { outgoingTexts } from "@/lib/server/i18n/outgoing";
import type { Day, LedgerView, Period } from "@/lib/money";
import { whatsAppNumber } from "@/lib/phone";
import { bookings } from "@/models/bookings";
import { reminders } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import type { User } from "@/models/users";
import { listDues } from "./dues";
import { freshStay, hostelToday, ledgerView, readLines } from "./stays";
import { say } from "@/lib/i18n/server-message";
import type { ServerMessage } from "@/lib/i18n/server-message";

/** What part of the amount owed is for: "rent October 2026", "mess October 2026", "electricity"; `rent` when it is the bed's own. */
export interface OwedItem {
  label: string;
  amount: number;
  rent: boolean;
}

/**
 * The WhatsApp message, from the language's catalogue: the resident by name, the amount owed and the
 * months still unpaid; when more than rent is owed, what each part is for (docs/bills.md, B5).
 */
export function reminderText(language: Locale, name: string, amount: number, unpaidPeriods: Period[], items: OwedItem[] = []): string {
  const t = outgoingTexts(language, "reminder");
  const values = { name, amount: formatNumber(amount) };
  if (items.some((item) => !item.rent)) {
    const list = items.map((item) => t("item", { label: item.label, amount: formatNumber(item.amount) })).join(t("listSeparator"));
    return t("textForItems", { ...values, items: list });
  }
  const months = unpaidPeriods.map((period) => formatYearMonth(period, language));
  if (months.length === 0) return t("text", values);
  const list =
    months.length === 1 ? months[0]! : t("lastOfList", { list: months.slice(0, -1).join(t("listSeparator")), last: months.at(-1)! });
  return t("textForMonths", { ...values, months: list });
}

/** What a stay owes today, by what it is for, in `language`: each month's rent, each extra, each other line. */
export function owedItems(lines: Awaited<ReturnType<typeof readLines>>, view: LedgerView, language: Locale): OwedItem[] {
  const t = outgoingTexts(language, "reminder");
  const rows = new Map(lines.chargeRows.map((row) => [row.id, row]));
  const items = new Map<string, OwedItem>();
  for (const charge of view.charges) {
    if (charge.outstanding <= 0) continue;
    const row = rows.get(charge.id)!;
    const month = charge.period ? formatYearMonth(charge.period, language) : null;
    const monthly = row.source === "monthly" || row.kind === "late_fee";
    const typeName = language === "ur" ? row.typeNameUr : row.typeName?.toLowerCase();
    const label = row.typeId ? (monthly && month ? `${typeName} ${month}` : typeName!) : month ? `${t("rent")} ${month}` : row.description;
    const item = items.get(label) ?? { label, amount: 0, rent: !row.typeId && month !== null };
    items.set(label, { ...item, amount: item.amount + charge.outstanding });
  }
  return [...items.values()];
}

/** The WhatsApp link that opens a chat with `digits` with `text` typed in. */
export const whatsAppUrl = (digits: string, text: string) => `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/** The reminder of what a stay owes today, as it would be sent. 422 when the phone is not a Pakistani mobile number, 409 when nothing is owed. */
async function draftIn(tx: Tx, bookingId: string, language: Locale, today: Day) {
  const { booking } = await freshStay(tx, bookingId, today);
  const [student] = booking.studentId
    ? await tx
        .select({ name: students.studentName, phone: students.contactNumber })
        .from(students)
        .where(eq(students.id, booking.studentId))
    : [];
  const name = student?.name ?? booking.studentName;
  // A foreign number goes in its international digits (docs/register.md).
  const phone = whatsAppNumber(student?.phone);
  if (!phone.ok) throw new AppError(422, phone.problem);

  const lines = await readLines(tx, bookingId);
  const view = ledgerView(lines, today);
  if (view.outstanding <= 0) throw conflict(say("owesNothing", { name }));
  return {
    name,
    digits: phone.digits,
    amount: view.outstanding,
    text: reminderText(language, name, view.outstanding, view.unpaidPeriods, owedItems(lines, view, language)),
  };
}

/** A reminder shown before it is sent: who, the number, the amount, the text, or why it cannot be sent (`problem`). */
export interface ReminderDraft {
  bookingId: string;
  studentName: string;
  roomNumber: string;
  amount: number;
  phone: string | null;
  text: string;
  problem: string | null;
  /** The same problem by code, for the screens (lib/i18n/answer-codes.ts). */
  problemCode: ServerMessage | null;
}

/**
 * GET /api/dues/reminders: the reminder of one stay (the errors of a reminder when it cannot be sent), or
 * without `bookingId` those of every overdue stay, in the dues list's order, each with its `problem`
 * when its phone is not usable. Nothing is logged: that is done when one is sent.
 */
export async function reminderDrafts(language: Locale, bookingId?: string | null): Promise<ReminderDraft[]> {
  if (bookingId) {
    const db = await getDb();
    const draft = await db.transaction((tx) => draftIn(tx, bookingId, language, hostelToday()));
    const [row] = await db
      .select({ roomNumber: rooms.roomNumber })
      .from(bookings)
      .leftJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(eq(bookings.id, bookingId));
    return [
      {
        bookingId,
        studentName: draft.name,
        roomNumber: row?.roomNumber ?? "",
        amount: draft.amount,
        phone: draft.digits,
        text: draft.text,
        problem: null,
        problemCode: null,
      },
    ];
  }
  // The overdue rows as of today: their amount and months are those a reminder sends (lib/money/README.md, "Dues").
  const { dues } = await listDues({ filter: "overdue", searchTerm: "", page: 1, limit: Number.MAX_SAFE_INTEGER });
  const db = await getDb();
  const today = hostelToday();
  const drafts: ReminderDraft[] = [];
  for (const row of dues) {
    const phone = whatsAppNumber(row.phone);
    const lines = await readLines(db, row.bookingId);
    const items = owedItems(lines, ledgerView(lines, today), language);
    drafts.push({
      bookingId: row.bookingId,
      studentName: row.studentName,
      roomNumber: row.roomNumber,
      amount: row.outstanding,
      phone: phone.ok ? phone.digits : null,
      text: reminderText(language, row.studentName, row.outstanding, row.unpaidPeriods, items),
      problem: phone.ok ? null : englishMessage(phone.problem),
      problemCode: phone.ok ? null : phone.problem,
    });
  }
  return drafts;
}

/**
 * Writes a WhatsApp reminder for what a stay owes today (this month's rent included, due or not) and
 * logs it: `text` when the administrator edited it, else the language's text. 422 when the customer's
 * phone is not a Pakistani mobile number, 409 when nothing is owed.
 */
export async function sendReminder(bookingId: string, language: Locale, admin: User, edited?: string | null) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const draft = await draftIn(tx, bookingId, language, hostelToday());
    const text = edited || draft.text;
    const [logged] = await tx
      .insert(reminders)
      .values({ bookingId, language, phone: draft.digits, amount: draft.amount, text, sentBy: admin.id })
      .returning({ sentAt: reminders.sentAt });
    return { url: whatsAppUrl(draft.digits, text), text, sentAt: logged!.sentAt };
  });
}
