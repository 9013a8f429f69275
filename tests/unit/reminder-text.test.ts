import { reminderText } from "@/lib/server/services/reminders";

// The WhatsApp reminder's wording comes from each language's catalogue: the list of unpaid months is
// joined the way each language writes a list, and a reminder with no unpaid month names none.

describe("reminder text", () => {
  test("no unpaid month: the amount alone", () => {
    expect(reminderText("en", "Ali Raza", 4_500, [])).toBe(
      "Dear Ali Raza, this is a reminder that PKR 4,500 is due from you. Please pay at your earliest convenience. Thank you.",
    );
    expect(reminderText("ur", "Ali Raza", 4_500, [])).toBe(
      "محترم Ali Raza، السلام علیکم۔ آپ کے ذمے 4,500 روپے واجب الادا ہیں۔ براہِ کرم جلد از جلد ادائیگی فرمائیں۔ شکریہ۔",
    );
  });

  test("one, two and three months, listed in each language's way", () => {
    expect(reminderText("en", "Ali", 12_000, ["2026-09"])).toContain("PKR 12,000 is due from you for September 2026.");
    expect(reminderText("en", "Ali", 24_000, ["2026-09", "2026-10"])).toContain("for September 2026 and October 2026.");
    expect(reminderText("en", "Ali", 1_236_000, ["2026-09", "2026-10", "2026-11"])).toContain(
      "PKR 1,236,000 is due from you for September 2026, October 2026 and November 2026.",
    );
    expect(reminderText("ur", "علی", 12_000, ["2026-09"])).toContain("12,000 روپے واجب الادا ہیں، جن میں ستمبر 2026 کے واجبات");
    expect(reminderText("ur", "علی", 36_000, ["2026-09", "2026-10", "2026-11"])).toContain(
      "جن میں ستمبر 2026، اکتوبر 2026 اور نومبر 2026 کے واجبات",
    );
  });

  test("a name is data, never read as a message's syntax", () => {
    expect(reminderText("en", "O'Brien {name}", 100, [])).toMatch(/^Dear O'Brien \{name\}, /);
  });

  test("when more than rent is owed, the text says what each part is for (docs/bills.md, B5)", () => {
    const items = [
      { label: "rent October 2026", amount: 12_000, rent: true },
      { label: "mess October 2026", amount: 3_000, rent: false },
      { label: "electricity", amount: 500, rent: false },
    ];
    expect(reminderText("en", "Ali", 15_500, ["2026-10"], items)).toBe(
      "Dear Ali, this is a reminder that PKR 15,500 is due from you: rent October 2026 12,000, mess October 2026 3,000, electricity 500. Please pay at your earliest convenience. Thank you.",
    );
    expect(
      reminderText(
        "ur",
        "علی",
        15_500,
        ["2026-10"],
        [
          { label: "کرایہ اکتوبر 2026", amount: 12_000, rent: true },
          { label: "میس اکتوبر 2026", amount: 3_000, rent: false },
        ],
      ),
    ).toContain("15,500 روپے واجب الادا ہیں: کرایہ اکتوبر 2026 12,000، میس اکتوبر 2026 3,000۔");
    // Rent alone keeps the months' wording.
    expect(reminderText("en", "Ali", 12_000, ["2026-10"], [items[0]!])).toContain("is due from you for October 2026.");
  });
});
