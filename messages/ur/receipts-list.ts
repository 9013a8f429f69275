import type { Messages } from "../shape";

// ادائیگیوں کی فہرست (/payments)۔
export const receiptsList: Messages["receiptsList"] = {
  title: "وصولیاں",
  intro: "چنے ہوئے دنوں کی ہر رسید، وصول کرنے والے کے نام کے ساتھ۔ منسوخ رسیدوں پر لکیر کھنچی ہے اور وہ کہیں شمار نہیں ہوتیں۔",
  search: "رسید نمبر، رہائشی یا حوالہ تلاش کریں",
  filters: {
    label: "وصولیاں چھانٹیں",
    from: "سے",
    to: "تک",
    mode: "ادائیگی کا طریقہ",
    anyMode: "تمام طریقے",
    administrator: "وصول کنندہ",
    anyAdministrator: "ہر منتظم",
    apply: "لاگو کریں",
    clear: "صاف کریں",
    invalidDate: "تاریخ DD-MM-YYYY کی صورت میں لکھیں",
    fromAfterTo: "آخری تاریخ ابتدائی تاریخ سے پہلے نہیں ہو سکتی",
  },
  unreadable: "یہ فلٹر پڑھے نہ جا سکے: اس مہینے کی وصولیاں دکھائی جا رہی ہیں۔",
  totals: {
    label: "میزان",
    total: "کل وصولی",
    count: "{count, plural, =0 {کوئی رسید نہیں} other {# رسیدیں}}، {from} سے {to} تک",
    voidedNote: "منسوخ رسیدیں شمار نہیں کی گئیں۔",
  },
  columns: {
    date: "تاریخ",
    receiptNo: "رسید نمبر",
    resident: "رہائشی",
    room: "کمرہ",
    amount: "رقم",
    mode: "طریقہ",
    reference: "حوالہ",
    recordedBy: "وصول کنندہ",
  },
  caption: "وصول شدہ ادائیگیاں",
  voided: "منسوخ: {reason}",
  empty: "ان دنوں میں کوئی وصولی نہیں۔",
  noMatch: "ان فلٹروں سے کوئی وصولی نہیں ملی۔",
};
