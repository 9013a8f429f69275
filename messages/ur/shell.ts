import type { Messages } from "../shape";

export const shell: Messages["shell"] = {
  description: "ہاسٹل انتظامی پینل",
  language: "زبان",
  languageNotSaved: "زبان تبدیل نہیں ہو سکی۔ دوبارہ کوشش کریں۔",
  skipToContent: "مواد پر جائیں",
  menu: {
    open: "مینو کھولیں",
    show: "مینو دکھائیں",
    hide: "مینو چھپائیں",
    close: "مینو بند کریں",
    main: "مرکزی مینو",
  },
  profile: "پروفائل",
  nav: {
    dashboard: "ڈیش بورڈ",
    customers: "رہائشی",
    rooms: "کمرے",
    bookings: "بکنگ",
    dues: "واجبات",
    electricity: "بجلی",
    occupancy: "بستروں کی صورتحال",
    audit: "آڈٹ لاگ",
    staffs: "عملہ",
    workers: "کارکن",
    salaries: "تنخواہ",
    maintenances: "مرمت و دیکھ بھال",
    histories: "ماہانہ حسابات",
    settings: "ترتیبات",
    logout: "لاگ آؤٹ",
  },
  logout: {
    title: "لاگ آؤٹ کی تصدیق",
    question: "کیا آپ واقعی لاگ آؤٹ کرنا چاہتے ہیں؟",
    confirm: "لاگ آؤٹ",
  },
};
