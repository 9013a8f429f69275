import { amountInWords } from "@/lib/amount-in-words";

describe("amountInWords: rupees in words with thousand, lakh and crore", () => {
  test.each([
    [0, "Zero rupees only"],
    [1, "One rupee only"],
    [15, "Fifteen rupees only"],
    [100, "One hundred rupees only"],
    [1_000, "One thousand rupees only"],
    [15_000, "Fifteen thousand rupees only"],
    [1_50_000, "One lakh fifty thousand rupees only"],
    [99_99_999, "Ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees only"],
    [1_00_00_000, "One crore rupees only"],
    [2_05_00_000, "Two crore five lakh rupees only"],
  ])("%d → %s", (amount, text) => {
    expect(amountInWords(amount)).toBe(text);
  });

  test("the gaps between the groups are skipped, and crores count on past a hundred", () => {
    expect(amountInWords(12_345)).toBe("Twelve thousand three hundred forty-five rupees only");
    expect(amountInWords(10_00_005)).toBe("Ten lakh five rupees only");
    expect(amountInWords(1_01_00_00_000)).toBe("One hundred one crore rupees only");
  });

  test("anything but whole rupees is refused", () => {
    for (const amount of [-1, 1.5, Number.NaN]) expect(() => amountInWords(amount)).toThrow(RangeError);
  });
});
