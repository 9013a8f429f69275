import { createTranslator } from "use-intl/core";
import { compiled } from "@/lib/server/i18n/compiled";
import { checkOutCharges, DEFAULT_HOUSE_RULES, type HouseRules } from "@/lib/money";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import {
  houseRulesList,
  houseRulesText,
  rulesApplied,
  rulesOfSettlement,
  SUDDEN_DEPARTURE_LINE,
  urduNumber,
} from "@/components/stay/house-rules";
import { noticeSummary } from "@/components/stay/settlement-figures";
import type { StayT } from "@/components/stay/stay-facts";

// The printed house rules and the check-out's notice sentence follow the owner's settings
// (docs/bills.md, "House rules"): the figures come from the rules given, never from the defaults.

const RULES: HouseRules = { noticeDays: 7, rentDueDay: 12, lostKeyFine: 800, suddenDepartureFee: 3_000 };

const stayT = (locale: "en" | "ur") =>
  createTranslator({
    locale,
    messages: compiled(locale === "en" ? en : ur),
    namespace: "stay",
    onError: (error) => {
      throw error;
    },
  }) as unknown as StayT;

describe("houseRulesText", () => {
  test("writes numbers in Urdu digits, with thousands separators", () => {
    expect(urduNumber(7)).toBe("۷");
    expect(urduNumber(28)).toBe("۲۸");
    expect(urduNumber(1_000_000)).toBe("۱,۰۰۰,۰۰۰");
  });

  test("states the owner's days, due day, fixed fee and key fine", () => {
    const text = houseRulesText(RULES);
    expect(text.notice).toBe("ہاسٹل چھوڑنے سے ۷ دن پہلے تحریری طور پر اطلاع دینا لازمی ہے۔");
    expect(text.rentDue).toBe("ہر مہینے کی ۱۲ تاریخ تک واجبات کی ادائیگی لازمی ہے۔");
    expect(text.sudden).toBe("بغیر اطلاع اچانک ہاسٹل چھوڑنے کی صورت میں ۳,۰۰۰ روپے فیس وصول کی جائے گی۔");
    expect(text.key).toBe("کمرے کی چابی گم ہونے کی صورت میں ۸۰۰ روپے جرمانہ ادا کرنا ہوگا۔");
    // No figure of the defaults is left in any of them.
    for (const rule of Object.values(text)) expect(rule).not.toMatch(/۱۰ دن|۵ تاریخ|۵۰۰|ایک مہینے/);
  });

  test("a month's rent as the fee is 'ایک مہینے کی فیس'; the defaults give ten days, the 5th and 500 rupees", () => {
    const text = houseRulesText(DEFAULT_HOUSE_RULES);
    expect(text.notice).toContain("۱۰ دن پہلے");
    expect(text.rentDue).toContain("۵ تاریخ");
    expect(text.sudden).toContain("ایک مہینے کی فیس وصول کی جائے گی");
    expect(text.key).toContain("۵۰۰ روپے جرمانہ");
    expect(houseRulesList(DEFAULT_HOUSE_RULES)).toEqual([text.notice, text.rentDue, text.sudden, text.damage, text.key]);
  });

  test("the booking's list leaves out a fee or fine set to 0", () => {
    const text = houseRulesText({ ...RULES, lostKeyFine: 0, suddenDepartureFee: 0 });
    expect(houseRulesList({ ...RULES, lostKeyFine: 0, suddenDepartureFee: 0 })).toEqual([text.notice, text.rentDue, text.damage]);
    expect(houseRulesList({ ...RULES, lostKeyFine: 0 })).toHaveLength(4);
  });

  test("the slip lists the notice rule, then the rules the check-out charged", () => {
    const charges = checkOutCharges({
      leaveDate: "2026-03-20",
      noticeDate: "2026-03-15",
      currentRent: 9_000,
      damages: [],
      keyLost: true,
      waive: false,
      rules: RULES,
    });
    const text = houseRulesText(RULES);
    expect(rulesApplied(charges, RULES)).toEqual([text.notice, text.sudden, text.key]);
    expect(rulesApplied({ sudden: false, damages: 1_500, lostKeyFine: 0 }, RULES)).toEqual([text.notice, text.damage]);
  });
});

describe("the rules a settled check-out applied", () => {
  test("the notice its sudden-departure line names, the fee and fine it charged, whatever the settings say today", () => {
    const charges = checkOutCharges({
      leaveDate: "2026-03-20",
      noticeDate: "2026-03-15",
      currentRent: 9_000,
      damages: [],
      keyLost: true,
      waive: false,
      rules: RULES,
    });
    const line = charges.items.find((item) => item.kind === "sudden_departure")!;
    expect(line.description).toMatch(SUDDEN_DEPARTURE_LINE);
    const today: HouseRules = { noticeDays: 14, rentDueDay: 1, lostKeyFine: 1_000, suddenDepartureFee: 5_000 };
    expect(rulesOfSettlement(today, charges, charges.items)).toEqual({
      noticeDays: 7,
      rentDueDay: 1,
      lostKeyFine: 800,
      suddenDepartureFee: 3_000,
    });
    // Nothing charged: today's rules stand.
    expect(rulesOfSettlement(today, { suddenDepartureFee: 0, lostKeyFine: 0 }, [])).toEqual(today);
  });
});

describe("noticeSummary", () => {
  const figures = (rules: HouseRules, noticeDate: string | null, waive = false) => {
    const charges = checkOutCharges({ leaveDate: "2026-03-20", noticeDate, currentRent: 9_000, damages: [], keyLost: false, waive, rules });
    return {
      noticeDate,
      leaveDate: "2026-03-20",
      sudden: charges.sudden,
      waived: charges.waived,
      suddenDepartureFee: charges.suddenDepartureFee,
    };
  };

  test("says the days the rules asked for and the fixed fee charged", () => {
    expect(noticeSummary(stayT("en"), "en", figures(RULES, "2026-03-15"), RULES)).toBe(
      "Notice given on 15-03-2026, 5 days before leaving (7 needed): a sudden departure, charged the fee of PKR 3,000.",
    );
    expect(noticeSummary(stayT("ur"), "ur", figures(RULES, "2026-03-15"), RULES)).toBe(
      "نوٹس 15-03-2026 کو دیا گیا، روانگی سے 5 دن پہلے (7 دن درکار تھے): اچانک روانگی، \u20663,000\u2069 روپے بطور فیس عائد۔",
    );
  });

  test("decides from the figures' own flag: eight days are enough under a seven-day rule", () => {
    expect(noticeSummary(stayT("en"), "en", figures(RULES, "2026-03-12"), RULES)).toBe(
      "Notice given on 12-03-2026, 8 days before leaving: no fee.",
    );
    expect(noticeSummary(stayT("en"), "en", figures(DEFAULT_HOUSE_RULES, "2026-03-12"), DEFAULT_HOUSE_RULES)).toBe(
      "Notice given on 12-03-2026, 8 days before leaving (10 needed): a sudden departure, charged one month's rent.",
    );
  });

  test("no notice, a waived fee, and a sudden departure the rules charge nothing for", () => {
    expect(noticeSummary(stayT("en"), "en", figures(RULES, null), RULES)).toBe(
      "No written notice: a sudden departure, charged the fee of PKR 3,000.",
    );
    expect(noticeSummary(stayT("en"), "en", figures(RULES, null, true), RULES)).toBe("No written notice: a sudden departure, fee waived.");
    const free = { ...RULES, suddenDepartureFee: 0 };
    expect(noticeSummary(stayT("en"), "en", figures(free, null), free)).toBe(
      "No written notice: a sudden departure, but the house rules set no fee.",
    );
  });
});

describe("the stored sudden-departure line in Urdu", () => {
  test.each([7, 10, 30])("names any %i days", (days) => {
    const description = checkOutCharges({
      leaveDate: "2026-03-20",
      noticeDate: null,
      currentRent: 9_000,
      damages: [],
      keyLost: false,
      waive: false,
      rules: { ...RULES, noticeDays: days },
    }).items[0]!.description;
    const [, named] = SUDDEN_DEPARTURE_LINE.exec(description)!;
    expect(stayT("en")("ledger.lines.suddenDeparture", { days: Number(named) })).toBe(description);
    expect(stayT("ur")("ledger.lines.suddenDeparture", { days: Number(named) })).toBe(`اچانک روانگی (${days} دن کا نوٹس نہیں دیا گیا)`);
  });
});
