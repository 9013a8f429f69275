import { jest } from "@jest/globals";
import { hostelNow } from "@/lib/format-time";
import { formatDate, formatNumber, formatPKR, formatYearMonth, humanize, monthName, orDash, paymentModeLabel } from "@/lib/format";
import { formatBookingDate, formatDateTime } from "@/lib/format-time";
import { historyMonthStored, historyMonthText } from "@/lib/history-month";

describe("formatting helpers", () => {
  test("dates as DD-MM-YYYY, booking dates as 'MMMM Do YYYY'", () => {
    expect(formatDate("2026-03-05")).toBe("05-03-2026");
    expect(formatBookingDate("2026-03-01")).toBe("March 1st 2026");
    expect(formatBookingDate("2026-03-02")).toBe("March 2nd 2026");
    expect(formatBookingDate("2026-03-03")).toBe("March 3rd 2026");
    expect(formatBookingDate("2026-03-11")).toBe("March 11th 2026");
    expect(formatBookingDate("2026-03-22")).toBe("March 22nd 2026");
    expect(formatDate("2026-12-31")).toBe("31-12-2026");
    // Moments on the hostel's clock (Asia/Karachi, UTC+5) whatever the machine's zone.
    expect(formatDateTime("2026-01-02T10:04:00.000Z")).toBe("02-01-2026 03:04 PM");
    expect(formatDate("2026-01-31T20:00:00.000Z")).toBe("01-02-2026");
  });

  test("the printed-on time is now on the hostel's clock, shifted by its zone once, not twice", () => {
    jest.useFakeTimers({ now: new Date("2026-01-02T10:04:00.000Z") });
    try {
      expect(hostelNow("Asia/Karachi")).toBe("02-01-2026 03:04 PM");
      expect(hostelNow("UTC")).toBe("02-01-2026 10:04 AM");
    } finally {
      jest.useRealTimers();
    }
  });

  test("empty or invalid dates show a dash", () => {
    for (const value of [null, undefined, "", "not a date"]) {
      expect(formatDate(value)).toBe("—");
      expect(formatBookingDate(value)).toBe("—");
    }
  });

  test("amounts in PKR with thousands separators", () => {
    expect(formatPKR(0)).toBe("PKR 0");
    expect(formatPKR(1500)).toBe("PKR 1,500");
    expect(formatPKR(12345678)).toBe("PKR 12,345,678");
    expect(formatPKR(-2500)).toBe("PKR -2,500");
    expect(formatPKR(null)).toBe("—");
    expect(formatPKR(Number.NaN)).toBe("—");
    expect(formatNumber(1000000)).toBe("1,000,000");
  });

  test("month numbers as English month names", () => {
    expect(monthName(1)).toBe("January");
    expect(monthName(12)).toBe("December");
    expect(monthName(0)).toBe("—");
    expect(monthName(13)).toBe("—");
    expect(monthName(2.5)).toBe("—");
    expect(formatYearMonth("2025-04")).toBe("April 2025");
    expect(formatYearMonth("April 2025")).toBe("April 2025");
  });

  test("plain values", () => {
    expect(humanize("bank_transfer")).toBe("Bank Transfer");
    expect(humanize("male")).toBe("Male");
    expect(orDash("")).toBe("—");
    expect(orDash(0)).toBe("0");
  });
});

describe("in Urdu", () => {
  const isolated = (number: string) => `\u2066${number}\u2069`;

  test("month names, booking dates and clock times in Urdu; the same helpers without a language give the spec's English", () => {
    expect(monthName(3, "ur")).toBe("مارچ");
    expect(monthName(12, "ur")).toBe("دسمبر");
    expect(monthName(13, "ur")).toBe("—");
    expect(formatYearMonth("2026-04", "ur")).toBe("اپریل 2026");
    expect(formatBookingDate("2026-03-05", "ur")).toBe("5 مارچ 2026");
    expect(formatYearMonth("2026-06", "ur")).toBe("جون 2026");
    expect(formatBookingDate("2026-03-05")).toBe("March 5th 2026");
    expect(formatBookingDate("2026-03-05", "en")).toBe("March 5th 2026");
    expect(formatDateTime("2026-03-05T09:05:00Z", "UTC", "ur")).toBe(`${isolated("05-03-2026")} 09:05 قبل دوپہر`);
    expect(formatDateTime("2026-03-05T21:05:00Z", "UTC", "ur")).toBe(`${isolated("05-03-2026")} 09:05 بعد دوپہر`);
    expect(formatDateTime("2026-03-05T21:05:00Z", "UTC")).toBe("05-03-2026 09:05 PM");
  });

  test("a history's free-text month in Urdu, and back to English for storing", () => {
    expect(historyMonthText("April 2025", "ur")).toBe("اپریل 2025");
    expect(historyMonthText("sept 2025", "ur")).toBe("ستمبر 2025");
    expect(historyMonthText("Mar-Apr 2025", "ur")).toBe("مارچ-اپریل 2025");
    // Words that only begin like a month, and text without one, stay as typed.
    expect(historyMonthText("Marching May 2025", "ur")).toBe("Marching مئی 2025");
    expect(historyMonthText("Q1 2025", "ur")).toBe("Q1 2025");
    expect(historyMonthText("April 2025")).toBe("April 2025");
    expect(historyMonthText("April 2025", "en")).toBe("April 2025");
    expect(historyMonthText("", "ur")).toBe("—");
    for (let month = 1; month <= 12; month++) {
      const english = `${monthName(month)} 2025`;
      expect(historyMonthStored(historyMonthText(english, "ur"))).toBe(english);
    }
    expect(historyMonthStored("April 2025")).toBe("April 2025");
  });

  test("amounts as '15,000 روپے' with the number kept left to right; payment modes in Urdu", () => {
    expect(formatPKR(15_000, "ur")).toBe(`${isolated("15,000")} روپے`);
    expect(formatPKR(-1_500, "ur")).toBe(`${isolated("-1,500")} روپے`);
    expect(formatPKR(15_000)).toBe("PKR 15,000");
    expect(formatPKR(null, "ur")).toBe("—");
    expect(paymentModeLabel("cash", "ur")).toBe("نقد");
    expect(paymentModeLabel("jazzcash", "ur")).toBe("جاز کیش");
    expect(paymentModeLabel("jazzcash")).toBe("JazzCash");
  });
});
