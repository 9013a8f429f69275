import type { Messages } from "../shape";

export const occupancy: Messages["occupancy"] = {
  title: "بستروں کی صورتحال",
  summaryToday: "آج {date}: {beds} میں سے <b>{taken}</b> بستر زیرِ استعمال، <b>{free}</b> خالی",
  summaryOn: "{date} کو: {beds} میں سے <b>{taken}</b> بستر زیرِ استعمال، <b>{free}</b> خالی",
  noRooms: "ابھی کوئی کمرہ موجود نہیں۔",
  floors: {
    ground: "گراؤنڈ فلور",
    first: "پہلی منزل",
    second: "دوسری منزل",
    other: "منزل: {floor}",
    notSet: "منزل درج نہیں",
  },
  dayPicker: {
    date: "تاریخ",
    previous: "پچھلا دن",
    next: "اگلا دن",
    show: "دکھائیں",
    today: "آج",
    invalid: "تاریخ 05-03-2026 کی طرح درج کریں",
  },
  room: {
    freeOf: "{capacity} میں سے {free} خالی",
    free: "خالی",
    bedIn: "بستر، {room} میں:",
    addBooking: "بکنگ شامل کریں",
  },
  status: {
    reserved: "ریزرو",
    active: "فعال",
    notice: "نوٹس",
    checked_out: "چیک آؤٹ شدہ",
    cancelled: "منسوخ شدہ",
  },
  owes: "{amount} واجب الادا",
};
