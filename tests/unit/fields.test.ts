import { z } from "zod";
import {
  money,
  optionalDate,
  optionalInt,
  optionalMoney,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredInt,
  requiredText,
} from "@/lib/validations/fields";
import { checkOutSchema } from "@/lib/validations/stays";
import { sayEnglish } from "@/lib/validations/message";
import { PAYMENT_MODES } from "@/models/enums";
import { maskDayInput, parseDayInput } from "@/lib/day-input";
import { parseRupees } from "@/lib/money-input";

const schema = z.object({
  bookingDate: requiredDate("bookingDate"),
  dob: optionalDate("dateOfBirth"),
  advance: money("advancedPayment", sayEnglish("advanceNegative")),
  mode: requiredChoice("paymentMode", PAYMENT_MODES, "paymentModeChoice"),
  name: requiredText("name"),
  notes: optionalText("notes", 10),
});

const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("field builders", () => {
  test("a browser's local midnight sent as a UTC timestamp is the hostel's calendar day", () => {
    const result = schema.parse({ bookingDate: "2026-02-01T19:00:00.000Z", advance: "0", mode: "cash", name: "A" });
    expect(result.bookingDate).toBe("2026-02-02");
    expect(schema.parse({ bookingDate: "2026-02-01", advance: 0, mode: "cash", name: "A" }).bookingDate).toBe("2026-02-01");
  });

  test("a day typed as the forms show it, DD-MM-YYYY, is that day (never month first)", () => {
    const base = { advance: 0, mode: "cash", name: "A" };
    expect(schema.parse({ ...base, bookingDate: "05-03-2026", dob: "5/3/2004" })).toMatchObject({
      bookingDate: "2026-03-05",
      dob: "2004-03-05",
    });
    expect(schema.parse({ ...base, bookingDate: " 25.12.2026 " }).bookingDate).toBe("2026-12-25");
    expect(errorsOf({ ...base, bookingDate: "31-02-2026", dob: "13-13-2004" })).toEqual({
      bookingDate: "Booking date must be a valid date",
      dob: "Date of birth must be a valid date",
    });
    expect(errorsOf({ ...base, bookingDate: "03-2026" })).toEqual({ bookingDate: "Booking date must be a valid date" });
  });

  test("missing, blank, wrong and impossible values get field messages", () => {
    expect(errorsOf({})).toEqual({
      bookingDate: "Booking date is required",
      advance: "Advanced payment is required",
      mode: "Payment mode is required",
      name: "Name is required",
    });
    expect(
      errorsOf({ bookingDate: "2025-02-30", dob: "yesterday", advance: "-1", mode: "card", name: "  ", notes: "x".repeat(11) }),
    ).toEqual({
      bookingDate: "Booking date must be a valid date",
      dob: "Date of birth must be a valid date",
      advance: "Advanced payment cannot be less than 0",
      mode: "Payment mode must be one of: cash, bank_transfer, jazzcash, easypaisa",
      name: "Name is required",
      notes: "Notes must be at most 10 characters",
    });
    expect(errorsOf({ bookingDate: "2025-01-01", advance: 10.5, mode: "", name: "A" })).toEqual({
      advance: "Advanced payment must be a whole number",
      mode: "Payment mode is required",
    });
  });

  test("an empty optional value clears it; numeric strings become numbers", () => {
    const result = schema.parse({ bookingDate: "2025-01-01", dob: "", advance: " 1500 ", mode: "cash", name: " Ali ", notes: "" });
    expect(result).toEqual({ bookingDate: "2025-01-01", dob: null, advance: 1500, mode: "cash", name: "Ali", notes: null });
  });
});

describe("typing a day", () => {
  test("digits are grouped as DD-MM-YYYY; a pasted YYYY-MM-DD is turned round; other text is left alone", () => {
    expect(["2", "25", "250", "2503", "25032", "25032026", "250320261"].map(maskDayInput)).toEqual([
      "2",
      "25",
      "25-0",
      "25-03",
      "25-03-2",
      "25-03-2026",
      "25-03-2026",
    ]);
    expect(maskDayInput("25-")).toBe("25-");
    expect(maskDayInput("25-03-")).toBe("25-03-");
    expect(maskDayInput("2026-03-25")).toBe("25-03-2026");
    expect(maskDayInput("5/3/2026")).toBe("5/3/2026");
  });

  test("parseDayInput reads what the field shows", () => {
    expect(parseDayInput("25-03-2026")).toBe("2026-03-25");
    expect(parseDayInput("2026-03-25")).toBe("2026-03-25");
    expect(parseDayInput("29-02-2026")).toBeNull();
  });
});

describe("rupees as typed", () => {
  const rent = z.object({ rent: money("monthlyRent") });
  const rentOf = (value: unknown) => {
    const result = rent.safeParse({ rent: value });
    return result.success ? result.data.rent : result.error.issues.map((issue) => issue.message);
  };

  test("digits alone, or grouped in thousands or in lakhs with commas or spaces, are that many rupees", () => {
    const cases: [string, number][] = [
      ["15000", 15000],
      ["0", 0],
      ["15,000", 15000],
      [" 15,000 ", 15000],
      ["1,500,000", 1500000],
      ["1,50,000", 150000],
      ["12,34,567", 1234567],
      ["10,00,00,000", 100000000],
      ["100,000,000", 100000000],
      ["150 000", 150000],
      ["1 50 000", 150000],
      ["150\u00a0000", 150000],
      ["999", 999],
    ];
    for (const [typed, rupees] of cases) {
      expect([typed, parseRupees(typed)]).toEqual([typed, rupees]);
      expect([typed, rentOf(typed)]).toEqual([typed, rupees]);
    }
  });

  test("anything else is no amount: never a number the admin did not type", () => {
    const refused = [
      "5OOO",
      "8k",
      "12.5",
      "15.000",
      "1e3",
      "0x10",
      "-5",
      "-15,000",
      "+500",
      "1,,000",
      ",000",
      "1,000,",
      "1,0000",
      "10,00",
      "1,500,00",
      "123,45,678",
      "1,00,000,000",
      "1,000 000",
      "150  000",
      "15 ,000",
      "Rs 500",
      "١٥٠٠٠",
      "",
      "   ",
    ];
    for (const typed of refused) expect([typed, parseRupees(typed)]).toEqual([typed, null]);
  });

  test("the server refuses the same spellings with the field's message", () => {
    const cases: [unknown, string][] = [
      ["5OOO", "Monthly rent must be a number"],
      ["8k", "Monthly rent must be a number"],
      ["1e3", "Monthly rent must be a number"],
      ["1,,000", "Monthly rent must be a number"],
      [",000", "Monthly rent must be a number"],
      ["1,0000", "Monthly rent must be a number"],
      ["1,000 000", "Monthly rent must be a number"],
      ["12.5", "Monthly rent must be a whole number"],
      ["15.000", "Monthly rent must be a whole number"],
      ["1,500.00", "Monthly rent must be a whole number"],
      [12.5, "Monthly rent must be a whole number"],
      [15.0001, "Monthly rent must be a whole number"],
      ["-5", "Monthly rent cannot be negative"],
      ["-15,000", "Monthly rent cannot be negative"],
      [-5, "Monthly rent cannot be negative"],
      ["100,000,001", "Monthly rent must be at most 100000000"],
      [100_000_001, "Monthly rent must be at most 100000000"],
      ["9".repeat(400), "Monthly rent must be a number"],
      [true, "Monthly rent must be a number"],
      [undefined, "Monthly rent is required"],
      ["", "Monthly rent is required"],
    ];
    for (const [typed, message] of cases) expect([typed, rentOf(typed)]).toEqual([typed, [message]]);
    expect(rentOf(15000)).toBe(15000);
    const optional = z.object({ rent: optionalMoney("monthlyRent") });
    expect(optional.parse({ rent: "" }).rent).toBeNull();
    expect(optional.parse({ rent: "1,50,000" }).rent).toBe(150000);
    expect(optional.safeParse({ rent: "15.000" }).error?.issues.map((issue) => issue.message)).toEqual([
      "Monthly rent must be a whole number",
    ]);
  });
});

describe("a check-out's damages", () => {
  const damage = (amount: number) => ({ description: "Broken", amount });
  const damagesError = (input: Record<string, unknown>) => {
    const result = checkOutSchema.safeParse(input);
    return result.success ? null : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  test("may total 100,000,000 with the lost key's fine, never more", () => {
    expect(damagesError({ damages: [damage(60_000_000), damage(40_000_000)] })).toBeNull();
    expect(damagesError({ damages: [damage(60_000_000), damage(39_999_500)], keyLost: true })).toBeNull();
    const tooMuch = { damages: "The damages cannot total more than PKR 100,000,000" };
    expect(damagesError({ damages: [damage(60_000_000), damage(40_000_000)], keyLost: true })).toEqual(tooMuch);
    expect(damagesError({ damages: Array.from({ length: 50 }, () => damage(100_000_000)) })).toEqual(tooMuch);
    // A damage wrong on its own gets its own message only; wrong kinds of input are field messages, never a crash.
    expect(damagesError({ damages: [damage(100_000_001), damage(50)] })).toEqual({
      "damages.0.amount": "Damage amount must be at most 100000000",
    });
    expect(damagesError({ damages: [{ description: "Broken", amount: "5OOO" }, damage(100_000_000)], keyLost: true })).toEqual({
      "damages.0.amount": "Damage amount must be a number",
    });
    expect(damagesError({ damages: [{ description: "Broken", amount: "15.000" }] })).toEqual({
      "damages.0.amount": "Damage amount must be a whole number",
    });
    expect(damagesError({ damages: "lots", keyLost: "maybe" })).toEqual({
      damages: "Damages must be a list",
      keyLost: "Room key lost must be true or false",
    });
    expect(damagesError({ damages: [null, 5] })).toMatchObject({ "damages.0": expect.any(String), "damages.1": expect.any(String) });
  });
});

describe("counts as typed", () => {
  const capacity = z.object({ capacity: requiredInt("capacity", 1, 5), paidMonths: optionalInt("paidMonths", 0, 100) });
  const messageOf = (input: Record<string, unknown>) => {
    const parsed = capacity.safeParse(input);
    return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
  };

  test("whole numbers are read as typed", () => {
    expect(capacity.parse({ capacity: "3", paidMonths: " 12 " })).toEqual({ capacity: 3, paidMonths: 12 });
  });

  test("a decimal is never read as another whole number: '3.000' is not 3", () => {
    expect(messageOf({ capacity: "3.000" })).toEqual(["Capacity must be a whole number"]);
    expect(messageOf({ capacity: "2", paidMonths: "2.5" })).toEqual(["Paid months must be a whole number"]);
    expect(messageOf({ capacity: "3e0" })).toEqual(["Capacity must be a number"]);
  });
});
