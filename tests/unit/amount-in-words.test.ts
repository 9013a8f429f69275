import { amountInUrduWords, amountInWords, amountInWordsIn } from "@/lib/amount-in-words";

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

describe("amountInUrduWords: rupees in Urdu words with ہزار، لاکھ and کروڑ", () => {
  test.each([
    [0, "صفر روپے صرف"],
    [1, "ایک روپیہ صرف"],
    [2, "دو روپے صرف"],
    [15, "پندرہ روپے صرف"],
    [21, "اکیس روپے صرف"],
    [49, "انچاس روپے صرف"],
    [67, "سڑسٹھ روپے صرف"],
    [81, "اکیاسی روپے صرف"],
    [99, "ننانوے روپے صرف"],
    [100, "ایک سو روپے صرف"],
    [105, "ایک سو پانچ روپے صرف"],
    [999, "نو سو ننانوے روپے صرف"],
    [1_000, "ایک ہزار روپے صرف"],
    [15_000, "پندرہ ہزار روپے صرف"],
    [12_345, "بارہ ہزار تین سو پینتالیس روپے صرف"],
    [1_00_000, "ایک لاکھ روپے صرف"],
    [1_50_000, "ایک لاکھ پچاس ہزار روپے صرف"],
    [2_50_500, "دو لاکھ پچاس ہزار پانچ سو روپے صرف"],
    [10_00_005, "دس لاکھ پانچ روپے صرف"],
    [99_99_999, "ننانوے لاکھ ننانوے ہزار نو سو ننانوے روپے صرف"],
    [1_00_00_000, "ایک کروڑ روپے صرف"],
    [2_05_00_000, "دو کروڑ پانچ لاکھ روپے صرف"],
    [1_01_00_00_000, "ایک سو ایک کروڑ روپے صرف"],
  ])("%d → %s", (amount, text) => {
    expect(amountInUrduWords(amount)).toBe(text);
  });

  test("the words for 1 to 99 are each their own, none repeated", () => {
    const words = Array.from({ length: 99 }, (_, index) => amountInUrduWords(index + 1));
    expect(new Set(words).size).toBe(99);
    expect(words.slice(19, 30)).toEqual(
      ["بیس", "اکیس", "بائیس", "تئیس", "چوبیس", "پچیس", "چھبیس", "ستائیس", "اٹھائیس", "انتیس", "تیس"].map((word) => `${word} روپے صرف`),
    );
  });

  test("anything but whole rupees is refused", () => {
    for (const amount of [-1, 1.5, Number.NaN]) expect(() => amountInUrduWords(amount)).toThrow(RangeError);
  });

  test("amountInWordsIn picks the language, English by default", () => {
    expect(amountInWordsIn(15_000, "ur")).toBe("پندرہ ہزار روپے صرف");
    expect(amountInWordsIn(15_000, "en")).toBe("Fifteen thousand rupees only");
    expect(amountInWordsIn(15_000)).toBe("Fifteen thousand rupees only");
  });
});
