import type { CheckOutFigures } from "./check-out-preview";

// The house rules a check-out applies, in Urdu as the hostel prints them on every booking, whatever the
// panel's language (the same wording as the booking report's rules, so they are not in the message catalogue).
// In English: written notice ten days before leaving; a month's fee for a sudden departure without
// notice; any damage paid for; a 500 rupee fine for a lost room key.
export const RULES_TITLE = "اس حساب پر لاگو ہاسٹل کے قواعد";

const RULES = {
  notice: "ہاسٹل چھوڑنے سے دس دن پہلے تحریری طور پر اطلاع دینا لازمی ہے۔",
  sudden: "بغیر اطلاع اچانک ہاسٹل چھوڑنے کی صورت میں ایک مہینے کی فیس وصول کی جائے گی۔",
  damage: "کسی بھی قسم کے نقصان کی صورت میں اس کا ہرجانہ ادا کرنا ہوگا۔",
  key: "کمرے کی چابی گم ہونے کی صورت میں ۵۰۰ روپے جرمانہ ادا کرنا ہوگا۔",
};

/** The notice rule always; the sudden-departure, damage and key rules when they were charged (or waived). */
export function rulesApplied(figures: Pick<CheckOutFigures, "sudden" | "damages" | "lostKeyFine">): string[] {
  return [RULES.notice, ...(figures.sudden ? [RULES.sudden] : []), ...(figures.damages > 0 ? [RULES.damage] : []), ...(figures.lostKeyFine > 0 ? [RULES.key] : [])];
}
