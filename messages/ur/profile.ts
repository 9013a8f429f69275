import type { Messages } from "../shape";

export const profile: Messages["profile"] = {
  title: "پروفائل کی ترتیبات",
  username: "صارف نام",
  email: "ای میل",
  addAdmin: {
    button: "منتظم شامل کریں",
    title: "منتظم شامل کریں",
    description: "وہ اس ای میل اور پاس ورڈ سے سائن ان کریں گے اور وہ سب کچھ کر سکیں گے جو آپ کر سکتے ہیں۔",
    username: "صارف نام",
    email: "ای میل",
    password: "پاس ورڈ",
    passwordHint: "کم از کم 8 حروف۔",
    submit: "منتظم شامل کریں",
    adding: "شامل کیا جا رہا ہے…",
    added: "منتظم {username} شامل کر دیا گیا",
    failed: "منتظم شامل نہیں کیا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔",
  },
};
