import { createTranslator } from "next-intl";
import { compiled } from "@/lib/server/i18n/compiled";
import { serverMessageText } from "@/lib/i18n/server-text";
import { AppError, badRequest, conflict, englishMessage, say } from "@/lib/server/http/errors";
import { identityIssues } from "@/lib/validations/identity";
import { server as english } from "@/messages/en/server";
import { server as urdu } from "@/messages/ur/server";

// A failure's message goes by code: the API's English text is written from the English catalogue, the
// Urdu screens write the same code and parts from the Urdu one, each part the page's way.

const translate = createTranslator({ locale: "ur", messages: compiled({ server: urdu }), namespace: "server" }) as unknown as (
  key: string,
  values?: Record<string, string>,
) => string;
const inUrdu = (error: AppError) => serverMessageText({ code: error.code!, params: error.params }, translate, "ur");

describe("a failure by code", () => {
  test("its English text is the catalogue's, its parts written the English way", () => {
    expect(englishMessage(say("studentNotFound"))).toBe(english.studentNotFound);
    expect(englishMessage(say("fieldFuture", { label: { label: "paymentDate" } }))).toBe("Payment date cannot be in the future");
    expect(englishMessage(say("salaryExists", { name: "Ali Khan", month: { month: "2026-04" } }))).toBe(
      "Ali Khan already has a salary for April 2026. Edit that one instead.",
    );
    expect(englishMessage(say("totalTooLarge", { amount: { amount: 100_000_000 } }))).toBe(
      "The total payment cannot be more than PKR 100,000,000",
    );
    expect(englishMessage(say("noBedOn", { room: "Room 5", date: { day: "2026-03-05" } }))).toBe("No bed left in Room 5 on 05-03-2026.");
    expect(englishMessage(say("moveBeforeLastMove", { date: { day: "2026-03-05", written: "iso" } }))).toBe(
      "The move must be after 2026-03-05, the day this stay moved into its room",
    );
  });

  test("one message names its field once, and the answer carries the code beside the text", () => {
    const error = badRequest(say("fieldFuture", { label: { label: "paymentDate" } }), "paidOn");
    expect(error.message).toBe("Payment date cannot be in the future");
    expect(error.errors).toEqual({ paidOn: "Payment date cannot be in the future" });
    expect(error.said).toEqual({
      code: "fieldFuture",
      params: { label: { label: "paymentDate" } },
      fieldCodes: { paidOn: { code: "fieldFuture", params: { label: { label: "paymentDate" } } } },
    });
  });

  test("a validation rule's message travels with its code too", () => {
    const issues = identityIssues({ idType: "cnic", nationality: "Afghan" });
    const error = badRequest(Object.values(issues)[0]!, issues);
    expect(error.message).toBe("A foreign resident's ID type must be passport");
    expect(error.errors).toEqual({
      idType: "A foreign resident's ID type must be passport",
      visaExpiry: "Visa expiry is required for a foreign resident",
    });
    expect(error.said).toEqual({
      code: "foreignerPassport",
      fieldCodes: { idType: { code: "foreignerPassport" }, visaExpiry: { code: "foreignerVisa" } },
    });
  });

  test("in Urdu it is the Urdu catalogue's text, labels, days, amounts and months in Urdu, data isolated", () => {
    expect(inUrdu(conflict("studentNotFound"))).toBe(urdu.studentNotFound);
    expect(inUrdu(badRequest(say("fieldRequired", { label: { label: "fullName" } })))).toBe("پورا نام لازمی ہے");
    expect(inUrdu(conflict(say("salaryExists", { name: "Ali Khan", month: { month: "2026-04" } })))).toBe(
      "\u2068Ali Khan\u2069 کی اپریل 2026 کی تنخواہ پہلے سے درج ہے۔ اسی میں ترمیم کریں۔",
    );
    expect(inUrdu(badRequest(say("totalTooLarge", { amount: { amount: 100_000_000 } })))).toBe(
      "کل رقم \u2066100,000,000\u2069 روپے سے زیادہ نہیں ہو سکتی",
    );
    expect(inUrdu(conflict(say("roomFull", { room: "Room 5" })))).toBe("\u2068Room 5\u2069 بھرا ہوا ہے: کوئی بستر خالی نہیں");
    expect(inUrdu(conflict(say("noBedOn", { room: "Room 5", date: { day: "2026-03-05" } })))).toContain("\u206605-03-2026\u2069");
  });
});
