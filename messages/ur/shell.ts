import type { Messages } from "../shape";

export const shell: Messages["shell"] = {
  description: "ہاسٹل انتظامی پینل",
  language: "زبان",
  languageNotSaved: "زبان تبدیل نہیں ہو سکی۔ دوبارہ کوشش کریں۔",
};
