import type { HouseRules } from "@/lib/money";
import type { CheckOutFigures } from "./check-out-preview";

// The house rules in Urdu as the hostel prints them, whatever the panel's language: the booking report
// lists them all, the settlement slip those its check-out applied. Built here once from the owner's
// settings (docs/bills.md, "House rules"), so both prints say the same. Not in the message catalogue:
// they are printed in Urdu only. In English, with the default rules: written notice ten days before
// leaving; dues paid by the 5th of each month; a month's fee for a sudden departure without notice;
// any damage paid for; a 500 rupee fine for a lost room key.

/** The booking report's heading over every rule. */
export const HOUSE_RULES_TITLE = "ہاسٹل کے قواعد و ضوابط";
/** The settlement slip's heading over the rules its check-out applied. */
export const RULES_TITLE = "اس حساب پر لاگو ہاسٹل کے قواعد";

const URDU_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
const thousands = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 1500 → "۱,۵۰۰": a number in Urdu digits, as the printed rules write them. */
export const urduNumber = (value: number) => thousands.format(value).replace(/\d/g, (digit) => URDU_DIGITS[Number(digit)]!);

export interface HouseRulesText {
  notice: string;
  rentDue: string;
  sudden: string;
  damage: string;
  key: string;
}

/** Each rule's sentence with the owner's figures: the days, the due day, the sudden-departure fee and the key fine. */
export function houseRulesText(rules: HouseRules): HouseRulesText {
  const suddenFee = rules.suddenDepartureFee === "one_month" ? "ایک مہینے کی فیس" : `${urduNumber(rules.suddenDepartureFee)} روپے فیس`;
  return {
    notice: `ہاسٹل چھوڑنے سے ${urduNumber(rules.noticeDays)} دن پہلے تحریری طور پر اطلاع دینا لازمی ہے۔`,
    rentDue: `ہر مہینے کی ${urduNumber(rules.rentDueDay)} تاریخ تک واجبات کی ادائیگی لازمی ہے۔`,
    sudden: `بغیر اطلاع اچانک ہاسٹل چھوڑنے کی صورت میں ${suddenFee} وصول کی جائے گی۔`,
    damage: "کسی بھی قسم کے نقصان کی صورت میں اس کا ہرجانہ ادا کرنا ہوگا۔",
    key: `کمرے کی چابی گم ہونے کی صورت میں ${urduNumber(rules.lostKeyFine)} روپے جرمانہ ادا کرنا ہوگا۔`,
  };
}

/** The rules printed on every booking, in order; a fee or fine the owner set to 0 is no rule and is left out. */
export function houseRulesList(rules: HouseRules): string[] {
  const text = houseRulesText(rules);
  return [
    text.notice,
    text.rentDue,
    ...(rules.suddenDepartureFee !== 0 ? [text.sudden] : []),
    text.damage,
    ...(rules.lostKeyFine > 0 ? [text.key] : []),
  ];
}

/** The notice rule always; the sudden-departure, damage and key rules when they were charged (or waived). */
export function rulesApplied(figures: Pick<CheckOutFigures, "sudden" | "damages" | "lostKeyFine">, rules: HouseRules): string[] {
  const text = houseRulesText(rules);
  return [
    text.notice,
    ...(figures.sudden ? [text.sudden] : []),
    ...(figures.damages > 0 ? [text.damage] : []),
    ...(figures.lostKeyFine > 0 ? [text.key] : []),
  ];
}

/** The stored sudden-departure line, as lib/money/settlement.ts words it: it names the notice the house asked for then. */
export const SUDDEN_DEPARTURE_LINE = /^Sudden departure \(no (\d+) days' notice\)$/;

/**
 * The rules as a settled check-out applied them, for its slip and summary: the settings of today, but the
 * notice named by its sudden-departure line and the fee and key fine its figures charged, since a rule
 * changed after the check-out never changes what it charged (docs/bills.md, "House rules").
 */
export function rulesOfSettlement(
  rules: HouseRules,
  figures: Pick<CheckOutFigures, "suddenDepartureFee" | "lostKeyFine">,
  charges: readonly { kind: string; description: string }[],
): HouseRules {
  const line = charges
    .map((charge) => (charge.kind === "sudden_departure" ? SUDDEN_DEPARTURE_LINE.exec(charge.description) : null))
    .find(Boolean);
  return {
    ...rules,
    noticeDays: line ? Number(line[1]) : rules.noticeDays,
    lostKeyFine: figures.lostKeyFine > 0 ? figures.lostKeyFine : rules.lostKeyFine,
    suddenDepartureFee:
      rules.suddenDepartureFee !== "one_month" && figures.suddenDepartureFee > 0 ? figures.suddenDepartureFee : rules.suddenDepartureFee,
  };
}
