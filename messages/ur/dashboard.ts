import type { Messages } from "../shape";

export const dashboard: Messages["dashboard"] = {
  title: "ڈیش بورڈ",
  subtitle: "ہاسٹل ایک نظر میں",
  modes: { all: "تمام" },
  cards: {
    totalIncome: {
      title: "کل آمدنی",
      note: "وصول شدہ بکنگ ادائیگیاں",
      noteByMode: "{mode} کے ذریعے وصول شدہ بکنگ ادائیگیاں",
      filter: "کل آمدنی: ادائیگی کا طریقہ",
    },
    totalCustomers: { title: "کل رہائشی", note: "ریکارڈ میں موجود رہائشی" },
    totalRooms: { title: "کل کمرے", note: "ہاسٹل کے کمرے" },
    totalBookings: { title: "کل بکنگز", note: "بک شدہ بستر" },
    securityCharges: {
      title: "زرِ ضمانت",
      note: "بکنگز کا زرِ ضمانت",
      noteByMode: "{mode} کے ذریعے ادا شدہ زرِ ضمانت",
      filter: "زرِ ضمانت: ادائیگی کا طریقہ",
    },
    totalStaff: { title: "کل عملہ", note: "عملے کے ارکان" },
    totalWorkers: { title: "کل کارکن", note: "فہرست میں شامل کارکن" },
    paidSalaries: { title: "ادا شدہ تنخواہیں", note: "ادا شدہ خالص تنخواہیں" },
    maintenanceCost: { title: "مرمت و دیکھ بھال کی لاگت", note: "مرمت و دیکھ بھال کے تمام کام" },
  },
  chart: {
    title: "ماہانہ آمدنی",
    subtitle: "پچھلے 12 مہینے، {scope}",
    allPayments: "تمام ادائیگیاں",
    modePayments: "{mode} ادائیگیاں",
    thisMonth: "اس مہینے",
    twelveMonths: "12 مہینے",
    empty: "ان مہینوں میں کوئی آمدنی درج نہیں ہوئی",
    caption: "ماہانہ آمدنی، پچھلے 12 مہینے، {scope}",
    month: "مہینہ",
    income: "آمدنی",
  },
  occupancy: {
    title: "بستروں کی صورتحال",
    subtitle: "کل بستروں میں سے زیرِ استعمال بستر",
    beds: "بستر",
    meter: "زیرِ استعمال بستر",
    valueText: "{total} میں سے {taken} بستر زیرِ استعمال ({percent}%)",
    free: "{free} بستر خالی",
    noRooms: "ابھی کوئی کمرہ شامل نہیں کیا گیا",
  },
};
