import { formattedCnic, pakistaniMobile, storedFormOf } from "@/lib/phone";
import { englishMessage } from "@/lib/server/http/errors";

describe("pakistaniMobile", () => {
  test.each([
    ["0300-1234567"],
    ["03001234567"],
    ["+92 300 1234567"],
    ["+92-300-1234567"],
    ["92 300 1234567"],
    ["923001234567"],
    ["0092 300 1234567"],
    ["+92 (0)300 1234567"],
    ["3001234567"],
    ["  0300 123 4567  "],
  ])("%s → 923001234567", (written) => {
    expect(pakistaniMobile(written)).toEqual({ ok: true, digits: "923001234567" });
  });

  test("every mobile network prefix 03XX is kept as it is", () => {
    expect(pakistaniMobile("0345-7654321")).toEqual({ ok: true, digits: "923457654321" });
    expect(pakistaniMobile("0312 0000000")).toEqual({ ok: true, digits: "923120000000" });
  });

  test.each([
    [null, /No phone number/],
    ["", /No phone number/],
    ["   ", /No phone number/],
    ["0300-12345O7", /characters other than digits/],
    ["call 0300 1234567", /characters other than digits/],
    ["042-35761234", /landline/],
    ["+92 42 35761234", /landline/],
    ["+44 7911 123456", /not a Pakistani number/],
    ["+1 (555) 010-9999", /not a Pakistani number/],
    ["0300-123456", /digits of a Pakistani mobile number/],
    ["300123456", /digits of a Pakistani mobile number/],
    ["92300123456", /digits of a Pakistani mobile number/],
    ["03001234567890", /digits of a Pakistani mobile number/],
    ["+", /characters other than digits/],
  ])("%p is refused with a message naming the problem", (written, message) => {
    const check = pakistaniMobile(written);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(englishMessage(check.problem)).toMatch(message);
  });

  test("the refusal quotes the number as it was written", () => {
    const check = pakistaniMobile("042-35761234");
    expect(check.ok || englishMessage(check.problem)).toContain('"042-35761234"');
  });
});

describe("the stored form of a phone number or CNIC, for search", () => {
  test.each([
    ["03001234567", "0300-1234567"],
    ["+92 300 1234567", "0300-1234567"],
    ["0300-1234567", "0300-1234567"],
    ["3520212345671", "35202-1234567-1"],
    ["35202-1234567-1", "35202-1234567-1"],
  ])("%s → %s", (term, stored) => {
    expect(storedFormOf(term)).toBe(stored);
  });

  test("a name, a part of a number or a room is searched as typed", () => {
    for (const term of ["Ali", "0300", "1234567", "Room 3", "35202-1234567"]) expect(storedFormOf(term)).toBeNull();
  });

  test("a CNIC needs its 13 digits", () => {
    expect(formattedCnic("35202 1234567 1")).toBe("35202-1234567-1");
    expect(formattedCnic("35202-123456-1")).toBeNull();
    expect(formattedCnic("35202-1234567-1x")).toBeNull();
  });
});
