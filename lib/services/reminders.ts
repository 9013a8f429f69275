import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, conflict } from "@/lib/http/errors";
import { formatNumber, formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { outgoingTexts } from "@/lib/i18n/outgoing";
import type { Period } from "@/lib/money";
import { pakistaniMobile } from "@/lib/phone";
import { reminders } from "@/models/ledger";
import { students } from "@/models/students";
import type { User } from "@/models/users";
import { freshStay, hostelToday, ledgerView, readLines } from "./stays";

/** The WhatsApp message, from the language's catalogue: the resident by name, the amount owed and the months still unpaid. */
export function reminderText(language: Locale, name: string, amount: number, unpaidPeriods: Period[]): string {
  const t = outgoingTexts(language, "reminder");
  const values = { name, amount: formatNumber(amount) };
  const months = unpaidPeriods.map((period) => formatYearMonth(period, language));
  if (months.length === 0) return t("text", values);
  const list = months.length === 1 ? months[0]! : t("lastOfList", { list: months.slice(0, -1).join(t("listSeparator")), last: months.at(-1)! });
  return t("textForMonths", { ...values, months: list });
}

/**
 * Writes a WhatsApp reminder for what a stay owes today (this month's rent included, due or not) and
 * logs it. 422 when the customer's phone is not a Pakistani mobile number, 409 when nothing is owed.
 */
export async function sendReminder(bookingId: string, language: Locale, admin: User) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const { booking } = await freshStay(tx, bookingId, today);
    const [student] = booking.studentId ? await tx.select({ name: students.studentName, phone: students.contactNumber }).from(students).where(eq(students.id, booking.studentId)) : [];
    const name = student?.name ?? booking.studentName;
    const phone = pakistaniMobile(student?.phone);
    if (!phone.ok) throw new AppError(422, phone.message);

    const view = ledgerView(await readLines(tx, bookingId), today);
    if (view.outstanding <= 0) throw conflict(`${name} owes nothing today.`);

    const text = reminderText(language, name, view.outstanding, view.unpaidPeriods);
    const [logged] = await tx
      .insert(reminders)
      .values({ bookingId, language, phone: phone.digits, amount: view.outstanding, text, sentBy: admin.id })
      .returning({ sentAt: reminders.sentAt });
    return { url: `https://wa.me/${phone.digits}?text=${encodeURIComponent(text)}`, text, sentAt: logged!.sentAt };
  });
}
