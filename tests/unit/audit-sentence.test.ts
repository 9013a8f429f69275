import { createTranslator } from "next-intl";
import { auditRecordName, auditSentence, type AuditSentenceEntry, type AuditTranslate } from "@/components/audit/audit-sentence";
import { compiled } from "@/lib/server/i18n/compiled";
import { isolatePlaceholders } from "@/lib/i18n/isolate";
import type { Locale } from "@/lib/i18n/locales";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";

// Each kind of audit entry is worded from its stored fields (action, record name, params) in English
// and in Urdu through the catalogues; its English summary is never read, except as it is, in English,
// for an entry written before params were stored.

const translator = (locale: Locale): AuditTranslate =>
  createTranslator({
    locale,
    // As lib/server/i18n/request.ts hands them to next-intl.
    messages: locale === "en" ? compiled(en) : compiled(isolatePlaceholders(ur)),
    namespace: "audit",
    onError: (error) => {
      throw error;
    },
  }) as unknown as AuditTranslate;

type Params = Record<string, string | number | null>;
/** An entry of each action the services write, its values as they store them, its data in Urdu where people type it. */
const ENTRIES: [action: string, entity: string, label: string | null, params: Params][] = [
  ["payment.record", "payment", "RCT-2026-0007", { amount: 5000, mode: "jazzcash", date: "2026-11-26" }],
  ["payment.void", "payment", "RCT-2026-0007", { amount: 5000, reason: "غلط رقم" }],
  ["booking.notice", "booking", "علی رضا", { noticeDate: "2026-11-01", leaveDate: "2026-12-01" }],
  ["booking.notice_withdrawn", "booking", "علی رضا", {}],
  ["booking.check_out", "booking", "علی رضا", { leaveDate: "2026-12-01", charged: 30000, paid: 25000, deposit: 5000, refund: 0, owed: 0 }],
  ["booking.cancel", "booking", "علی رضا", { reason: "نہیں آئے", refund: 2000 }],
  ["booking.transfer", "booking", "علی رضا", { fromRoom: "کمرہ 1", room: "کمرہ 12", date: "2026-11-15", rent: 9000 }],
  ["booking.rent_change", "booking", "علی رضا", { was: 8000, now: 9000, date: "2026-12-01" }],
  ["booking.delete", "booking", "علی رضا", { count: 0 }],
  ["booking.delete", "booking", "علی رضا", { count: 2 }],
  ["booking.create", "booking", "علی رضا", { room: "کمرہ 12", date: "2026-11-01" }],
  ["booking.update", "booking", "علی رضا", {}],
  ["booking.transfer_withdrawn", "booking", "علی رضا", { room: "کمرہ 12", date: "2026-12-15" }],
  ["user.create", "user", "سارہ", {}],
  ["user.update", "user", "سارہ", { name: "ثنا" }],
  ["user.delete", "user", "سارہ", {}],
  ["user.password_reset", "user", "سارہ", {}],
  ["student.create", "student", "علی رضا", {}],
  ["student.update", "student", "علی رضا", {}],
  ["student.delete", "student", "علی رضا", {}],
  ["student.id_picture_view", "student", "علی رضا", { side: "front" }],
  ["student.id_picture_view", "student", "علی رضا", { side: "back" }],
  ["room.create", "room", "کمرہ 12", { capacity: 3, rent: 9000 }],
  ["room.update", "room", "کمرہ 12", {}],
  ["room.delete", "room", "کمرہ 12", {}],
  ["staff.create", "staff", "بلال", {}],
  ["staff.update", "staff", "بلال", {}],
  ["staff.delete", "staff", "بلال", {}],
  ["worker.create", "worker", "بلال", {}],
  ["worker.update", "worker", "بلال", {}],
  ["worker.delete", "worker", "بلال", {}],
  ["salary.create", "salary", "Salary of Bilal for April 2026", { name: "بلال", month: "2026-04", amount: 30000 }],
  ["salary.update", "salary", "Salary of Bilal for April 2026", { name: "بلال", month: "2026-04" }],
  ["salary.delete", "salary", "Salary of Bilal for April 2026", { name: "بلال", month: "2026-04" }],
  ["maintenance.create", "maintenance", "نل کی مرمت", {}],
  ["maintenance.update", "maintenance", "نل کی مرمت", {}],
  ["maintenance.delete", "maintenance", "نل کی مرمت", {}],
  ["history.create", "history", "April 2026", {}],
  ["history.update", "history", "April 2026", {}],
  ["history.delete", "history", "April 2026", {}],
  ["subscription.create", "booking", "علی رضا", { type: "کھانا", date: "2026-11-01", amount: 6000 }],
  ["subscription.update", "booking", "علی رضا", { type: "کھانا", from: null, to: "2026-12-31", was: 6000, now: 6500 }],
  ["charge.add", "booking", "علی رضا", { description: "ٹوٹی کرسی", amount: 1500, date: "2026-11-20" }],
  ["charge.reverse", "booking", "علی رضا", { description: "ٹوٹی کرسی", amount: 1500, reason: "غلطی" }],
  ["charge.waive", "booking", "علی رضا", { description: "لیٹ فیس", amount: 500, reason: "رعایت" }],
  ["reading.record", "room", "کمرہ 12", { kind: "first", reading: 1200, date: "2026-11-01" }],
  ["reading.record", "room", "کمرہ 12", { kind: "split", reading: 1350, date: "2026-12-01", units: 150, amount: 7500, count: 3 }],
  ["reading.record", "room", "کمرہ 12", { kind: "hostel", reading: 1350, date: "2026-12-01", units: 150, amount: 7500, count: 0 }],
  ["reading.void", "room", "کمرہ 12", { kind: "reversed", reading: 1350, date: "2026-12-01", amount: 7500, reason: "غلط ریڈنگ" }],
  ["reading.void", "room", "کمرہ 12", { kind: "none", reading: 1350, date: "2026-12-01", amount: 0, reason: "غلط ریڈنگ" }],
  ["settings.update", "settings", "النور ہاسٹل", {}],
  ["charge_type.create", "charge_type", "کھانا", {}],
  ["charge_type.update", "charge_type", "کھانا", { name: "ناشتہ" }],
  ["expense.create", "expense", "بجلی: واپڈا", { category: "بجلی", amount: 12000, paidTo: "واپڈا", date: "2026-11-10" }],
  ["expense.void", "expense", "بجلی: واپڈا", { category: "بجلی", amount: 12000, reason: "دوبارہ درج" }],
  ["police_report.record", "booking", "علی رضا", { station: "ماڈل ٹاؤن", date: "2026-11-02" }],
  ["police_report.correct", "booking", "علی رضا", { reason: "تھانہ غلط" }],
  ["id_pictures.remove", "student", "علی رضا", { date: "2026-05-01" }],
  ["id_pictures.remove_old", "settings", null, { residents: 2, pictures: 4 }],
];

// The summary the entry is stored with: never what the screen shows for an entry with params.
const SUMMARY = "An English summary";
const entryOf = ([action, entity, label, params]: (typeof ENTRIES)[number]): AuditSentenceEntry => ({
  action,
  entity,
  label,
  summary: SUMMARY,
  params,
});
const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

/** The sentence keys of a catalogue ("payment.record", …). */
const sentenceKeys = (sentences: Record<string, Record<string, string>>) =>
  Object.entries(sentences).flatMap(([entity, actions]) => Object.keys(actions).map((action) => `${entity}.${action}`));

describe("the audit log's sentences", () => {
  test("every action the log names has a sentence in both languages, and each is exercised here", () => {
    const named = sentenceKeys(en.audit.actions as never);
    expect(sentenceKeys(en.audit.sentences as never).sort()).toEqual(named.sort());
    expect(sentenceKeys(ur.audit.sentences as never).sort()).toEqual(named.sort());
    expect([...new Set(ENTRIES.map(([action]) => action))].sort()).toEqual(named.sort());
  });

  test.each(ENTRIES)("%s is worded in Urdu from its stored fields, without its summary", (...row) => {
    const sentence = auditSentence(entryOf(row), translator("ur"), "ur");
    expect(sentence).toBeTruthy();
    // Every word is Urdu: the data above is, and the receipt number, numbers and days are not words.
    expect(withoutIsolates(sentence!).replace(/RCT-\d{4}-\d{4}/, "")).not.toMatch(/[A-Za-z{}]/);
    expect(sentence).not.toContain(SUMMARY);
  });

  test.each(ENTRIES)("%s is worded in English from its stored fields, without its summary", (...row) => {
    const sentence = auditSentence(entryOf(row), translator("en"), "en");
    expect(sentence).toBeTruthy();
    expect(sentence).not.toMatch(/[{}]|undefined|null/);
    expect(sentence).not.toContain(SUMMARY);
  });

  test("values are written as the panel writes them: rupees, days, payment modes, months, plurals", () => {
    const english = translator("en");
    const urdu = translator("ur");
    const words = (locale: Locale, index: number) =>
      withoutIsolates(auditSentence(entryOf(ENTRIES[index]!), locale === "en" ? english : urdu, locale)!);
    const index = (action: string, at = 0) => ENTRIES.findIndex(([name], position) => name === action && position >= at);
    expect(words("en", index("payment.record"))).toBe("RCT-2026-0007: PKR 5,000 received (JazzCash) on 26-11-2026");
    expect(words("ur", index("payment.record"))).toBe("RCT-2026-0007: 5,000 روپے وصول ہوئے (جاز کیش)، بتاریخ 26-11-2026");
    expect(words("en", index("booking.delete"))).toBe("Booking of علی رضا deleted");
    expect(words("en", index("booking.delete") + 1)).toBe("Booking of علی رضا deleted; its 2 payment(s) are kept");
    expect(words("ur", index("booking.delete") + 1)).toBe("علی رضا کی بکنگ حذف کی گئی؛ اس کی 2 ادائیگیاں محفوظ ہیں");
    expect(words("en", index("subscription.update"))).toBe("کھانا: open → 31-12-2026, PKR 6,000 → PKR 6,500 a month");
    expect(words("en", index("salary.create"))).toBe("Salary of بلال for April 2026 added: PKR 30,000 net");
    expect(words("ur", index("salary.create"))).toBe("بلال کی اپریل 2026 کی تنخواہ درج کی گئی: خالص 30,000 روپے");
    expect(words("en", index("reading.record", index("reading.record") + 1))).toBe(
      "Meter reading 1,350 on 01-12-2026: 150 units, PKR 7,500, split among 3 stay(s)",
    );
    expect(words("ur", index("history.create"))).toBe("اپریل 2026 کا ماہانہ حساب درج کیا گیا");
    expect(words("ur", index("booking.check_out"))).toBe(
      "01-12-2026 کو چیک آؤٹ: کل واجب 30,000 روپے، ادا شدہ 25,000 روپے، زرِ ضمانت سے منہا 5,000 روپے، واپسی 0 روپے، اب بھی واجب 0 روپے",
    );
  });

  test("a salary is named by its employee and month in the page's language, other records by the name written with them", () => {
    const salary = entryOf(ENTRIES.find(([action]) => action === "salary.update")!);
    expect(withoutIsolates(auditRecordName(salary, translator("ur"), "ur")!)).toBe("بلال کی اپریل 2026 کی تنخواہ");
    expect(auditRecordName(salary, translator("en"), "en")).toBe("Salary of بلال for April 2026");
    expect(auditRecordName({ ...salary, params: null }, translator("ur"), "ur")).toBe("Salary of Bilal for April 2026");
  });

  test("an entry written before params: its summary as it is in English, no sentence in Urdu (its action and name say it)", () => {
    const old: AuditSentenceEntry = {
      action: "payment.record",
      entity: "payment",
      label: "RCT-2026-0001",
      summary: "RCT-2026-0001: PKR 5,000 received (cash) on 2026-01-05",
      params: null,
    };
    expect(auditSentence(old, translator("en"), "en")).toBe(old.summary);
    expect(auditSentence(old, translator("ur"), "ur")).toBeNull();
    const unknown: AuditSentenceEntry = { ...old, action: "payment.refund", params: {} };
    expect(auditSentence(unknown, translator("en"), "en")).toBe(old.summary);
    expect(auditSentence(unknown, translator("ur"), "ur")).toBeNull();
  });
});
