import { z } from "zod";
import { money, optionalDate, optionalText, requiredChoice, requiredDate, requiredText } from "@/lib/validations/fields";
import { maskDayInput, parseDayInput } from "@/lib/day-input";

const schema = z.object({
  bookingDate: requiredDate("Booking date"),
  dob: optionalDate("Date of birth"),
  advance: money("Advanced payment", "Advanced payment cannot be less than 0"),
  mode: requiredChoice("Payment mode", ["cash", "bank_transfer"]),
  name: requiredText("Name"),
  notes: optionalText("Notes", 10),
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
    expect(schema.parse({ ...base, bookingDate: "05-03-2026", dob: "5/3/2004" })).toMatchObject({ bookingDate: "2026-03-05", dob: "2004-03-05" });
    expect(schema.parse({ ...base, bookingDate: " 25.12.2026 " }).bookingDate).toBe("2026-12-25");
    expect(errorsOf({ ...base, bookingDate: "31-02-2026", dob: "13-13-2004" })).toEqual({ bookingDate: "Booking date must be a valid date", dob: "Date of birth must be a valid date" });
    expect(errorsOf({ ...base, bookingDate: "03-2026" })).toEqual({ bookingDate: "Booking date must be a valid date" });
  });

  test("missing, blank, wrong and impossible values get field messages", () => {
    expect(errorsOf({})).toEqual({
      bookingDate: "Booking date is required",
      advance: "Advanced payment is required",
      mode: "Payment mode is required",
      name: "Name is required",
    });
    expect(errorsOf({ bookingDate: "2025-02-30", dob: "yesterday", advance: "-1", mode: "card", name: "  ", notes: "x".repeat(11) })).toEqual({
      bookingDate: "Booking date must be a valid date",
      dob: "Date of birth must be a valid date",
      advance: "Advanced payment cannot be less than 0",
      mode: "Payment mode must be one of: cash, bank_transfer",
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
    expect(["2", "25", "250", "2503", "25032", "25032026", "250320261"].map(maskDayInput)).toEqual(["2", "25", "25-0", "25-03", "25-03-2", "25-03-2026", "25-03-2026"]);
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
