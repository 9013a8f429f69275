import type { Messages } from "../shape";

export const dues: Messages["dues"] = {
  title: "واجبات",
  search: "نام، فون، شناختی کارڈ نمبر یا کمرے سے تلاش کریں",
  summary: {
    owed: { title: "واجب الادا", note: "تمام رہائشیوں کے ذمے، آج تک" },
    expected: { title: "اس مہینے متوقع", note: "موجودہ رہائشیوں کا اس مہینے کا کرایہ" },
    collected: { title: "اس مہینے وصول شدہ", note: "اس مہینے موصول ہونے والی ادائیگیاں" },
  },
  tabs: {
    label: "واجبات کا فلٹر",
    overdue: "تاخیر شدہ",
    due: "واجب الادا",
    notice: "نوٹس پر",
    checked_out: "چیک آؤٹ شدہ",
    all: "تمام",
  },
  list: {
    empty: "کوئی واجبات نہیں ملے۔",
    owe: "{count, plural, one {{count} رہائشی کے ذمے} other {{count} رہائشیوں کے ذمے}} <amount>{total}</amount> واجب الادا",
    caption: "واجبات",
    unpaidMonths: "غیر ادا شدہ مہینے",
    today: "آج",
    columns: {
      room: "کمرہ",
      resident: "رہائشی",
      months: "مہینے",
      owed: "واجب الادا",
      daysOverdue: "تاخیر کے دن",
      lastPayment: "آخری ادائیگی",
      lastReminder: "آخری یاد دہانی",
      actions: "اقدامات",
    },
  },
  shortMonths: {
    m1: "جنوری",
    m2: "فروری",
    m3: "مارچ",
    m4: "اپریل",
    m5: "مئی",
    m6: "جون",
    m7: "جولائی",
    m8: "اگست",
    m9: "ستمبر",
    m10: "اکتوبر",
    m11: "نومبر",
    m12: "دسمبر",
  },
  remind: {
    button: "یاد دہانی",
    failed: "یاد دہانی تیار نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔",
  },
};
