import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, conflict } from "@/lib/http/errors";
import { formatNumber, formatPKR, formatYearMonth } from "@/lib/format";
import { periodOf, type Period } from "@/lib/money";
import { pakistaniMobile } from "@/lib/phone";
import { reminders } from "@/models/ledger";
import { students } from "@/models/students";
import type { User } from "@/models/users";
import { hostelToday, ledgerView, loadStay, readLines, reconcileStay } from "./stays";

export type ReminderLanguage = "en" | "ur";


/** "a", "a and b", "a, b and c" (Urdu: "a، b اور c"). */
function listOf(items: string[], comma: string, and: string): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(comma)} ${and} ${items.at(-1)}`;
}

/** The WhatsApp message: the resident by name, the amount owed and the months still unpaid. */
export function reminderText(language: ReminderLanguage, name: string, amount: number, unpaidPeriods: Period[]): string {
  if (language === "ur") {
    const months = listOf(unpaidPeriods.map((period) => formatYearMonth(period, "ur")), "، ", "اور");
    const which = months ? `، جن میں ${months} کے واجبات شامل ہیں` : "";
    return `محترم ${name}، السلام علیکم۔ آپ کے ذمے ${formatNumber(amount)} روپے واجب الادا ہیں${which}۔ براہِ کرم جلد از جلد ادائیگی فرمائیں۔ شکریہ۔`;
  }
  const months = listOf(unpaidPeriods.map((period) => formatYearMonth(period)), ", ", "and");
  return `Dear ${name}, this is a reminder that ${formatPKR(amount)} is due from you${months ? ` for ${months}` : ""}. Please pay at your earliest convenience. Thank you.`;
}

/**
 * Writes a WhatsApp reminder for what a stay owes today (this month's rent included, due or not) and
 * logs it. 422 when the customer's phone is not a Pakistani mobile number, 409 when nothing is owed.
 */
export async function sendReminder(bookingId: string, language: ReminderLanguage, admin: User) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    let stay = await loadStay(tx, bookingId, false);
    const { booking } = stay;
    const [student] = booking.studentId ? await tx.select({ name: students.studentName, phone: students.contactNumber }).from(students).where(eq(students.id, booking.studentId)) : [];
    const name = student?.name ?? booking.studentName;
    const phone = pakistaniMobile(student?.phone);
    if (!phone.ok) throw new AppError(422, phone.message);

    if (booking.durationType === "months" && booking.chargedThrough !== periodOf(today) && !["checked_out", "cancelled"].includes(booking.status)) {
      stay = await loadStay(tx, bookingId, true);
      await reconcileStay(tx, stay, today, null);
    }
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
