import type { Messages } from "../shape";

export const payments: Messages["payments"] = {
  record: {
    button: "ادائیگی درج کریں",
    title: "ادائیگی درج کریں",
    owes: "آج {name} کے ذمے <amount>{owed}</amount> واجب الادا ہیں۔",
    owesNothing: "آج {name} کے ذمے کچھ واجب الادا نہیں۔",
    fields: {
      amount: "رقم",
      date: "تاریخ",
      dateHint: "دن-مہینہ-سال (مثلاً 05-03-2026)، آج یا اس سے پہلے کی تاریخ",
      mode: "طریقۂ ادائیگی",
      reference: "حوالہ نمبر",
      allowDuplicateReference: "یہ اسی حوالے سے دوسری ادائیگی ہے: پھر بھی درج کریں۔",
      referenceHint: "بینک یا موبائل والیٹ کی ٹرانزیکشن آئی ڈی",
      note: "نوٹ",
    },
    save: "ادائیگی محفوظ کریں",
    recorded: "ادائیگی درج ہو گئی",
    recordedDescription: "{receiptNo}: {amount}",
    printReceipt: "رسید پرنٹ کریں",
    failed: "ادائیگی درج نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔",
  },
};
