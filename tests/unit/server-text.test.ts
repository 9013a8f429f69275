import { z } from "zod";
import { createTranslator } from "next-intl";
import { compiled } from "@/lib/server/i18n/compiled";
import { codeOfText } from "@/lib/i18n/answer-codes";
import { serverText } from "@/lib/i18n/server-text";
import { englishMessage } from "@/lib/server/http/errors";
import { server as english } from "@/messages/en/server";
import { server as urdu } from "@/messages/ur/server";
import * as authSchemas from "@/lib/validations/auth";
import * as bookingSchemas from "@/lib/validations/bookings";
import * as commonSchemas from "@/lib/validations/common";
import * as dashboardSchemas from "@/lib/validations/dashboard";
import * as duesSchemas from "@/lib/validations/dues";
import * as extrasSchemas from "@/lib/validations/extras";
import * as expenseSchemas from "@/lib/validations/expenses";
import * as historySchemas from "@/lib/validations/histories";
import * as listSchemas from "@/lib/validations/list";
import * as maintenanceSchemas from "@/lib/validations/maintenance";
import * as paymentSchemas from "@/lib/validations/payments";
import * as readingSchemas from "@/lib/validations/readings";
import * as registerSchemas from "@/lib/validations/register";
import * as reportSchemas from "@/lib/validations/reports";
import * as paymentListSchemas from "@/lib/validations/payment-list";
import * as roomSchemas from "@/lib/validations/rooms";
import * as salarySchemas from "@/lib/validations/salaries";
import * as settingsSchemas from "@/lib/validations/settings";
import * as staffSchemas from "@/lib/validations/staff";
import * as staySchemas from "@/lib/validations/stays";
import * as studentSchemas from "@/lib/validations/students";
import * as workerSchemas from "@/lib/validations/workers";
import { emailProblem, passwordProblem, usernameProblem } from "@/lib/validations/auth-rules";
import { termProblemTexts } from "@/lib/validations/booking-rules";
import { dayField } from "@/lib/validations/fields";
import { identityIssues } from "@/lib/validations/identity";
import { englishOf, type RuleMessage } from "@/lib/validations/message";
import { pakistaniMobile, whatsAppNumber } from "@/lib/phone";

// Every message goes by code (a key of the "server" catalogue): the API's failures (lib/server/http/errors.ts)
// and the shared validation rules' messages (lib/validations/message.ts), which the zod schemas give in
// the browser and through the API. The type checker holds every code to the English catalogue's keys;
// here, the Urdu catalogue has each of them with the same placeholders, and every message of the
// schemas and rules, run on wrong input, has its code noted, is written from it word for word, and
// comes out in Urdu with no English left but the data it quotes.

// ---------------------------------------------------------------------------------------------
// The catalogue itself.

const texts = (catalogue: Record<string, unknown>, prefix = ""): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value] as [string, string]] : texts(value as Record<string, unknown>, `${prefix}${key}.`),
  );
const englishTexts = texts(english);
const urduTexts = new Map(texts(urdu));
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
const sampleValues = (text: string) => Object.fromEntries(placeholders(text).map((name) => [name, name === "label" ? "Amount" : "7"]));

const errors: string[] = [];
const translate = createTranslator({
  locale: "ur",
  messages: compiled({ server: urdu }),
  namespace: "server",
  onError: (error) => errors.push(error.message),
}) as unknown as (key: string, values?: Record<string, string>) => string;

describe("the Urdu server catalogue", () => {
  test("has every English entry, with the same placeholders", () => {
    expect([...urduTexts.keys()].sort()).toEqual(englishTexts.map(([key]) => key).sort());
    const different = englishTexts.filter(([key, text]) => placeholders(text).join() !== placeholders(urduTexts.get(key)!).join());
    expect(different.map(([key]) => key)).toEqual([]);
  });

  test("is in Urdu script: no Latin letter outside the placeholders", () => {
    const latin = [...urduTexts].filter(([, text]) => /[A-Za-z]/.test(text.replace(/\{\w+\}/g, "")));
    expect(latin).toEqual([]);
  });

  test("every Urdu text formats", () => {
    errors.length = 0;
    for (const [key, text] of englishTexts) translate(key, sampleValues(text));
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The schemas and rules, run on wrong input.

const SCHEMA_MODULES = {
  authSchemas,
  bookingSchemas,
  commonSchemas,
  dashboardSchemas,
  duesSchemas,
  extrasSchemas,
  expenseSchemas,
  historySchemas,
  listSchemas,
  maintenanceSchemas,
  paymentSchemas,
  paymentListSchemas,
  readingSchemas,
  registerSchemas,
  reportSchemas,
  roomSchemas,
  salarySchemas,
  settingsSchemas,
  staffSchemas,
  staySchemas,
  studentSchemas,
  workerSchemas,
};

const schemas = Object.entries(SCHEMA_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${module}.${name}`, schema })),
);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
function fieldNames(schema: z.ZodType): string[] | null {
  const def = defOf(schema);
  if (def.type === "object") return Object.keys(def.shape!);
  if (def.type === "pipe") return fieldNames(def.in!);
  return null;
}

const UUID = "6f1c1a52-3c1e-4b7a-9a55-0c2f3e6b9d10";
const damage = { description: "Broken chair", amount: 500 };
const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  "",
  "   ",
  0,
  -5,
  1.5,
  123,
  100_000_001,
  true,
  "x",
  "true",
  "5OOO",
  "8k",
  "12.5",
  "-5",
  "1e3",
  "0x10",
  "999999999999",
  "x".repeat(3000),
  "a\u0000b",
  "2026-02-30",
  "31-02-2026",
  "13-13-2004",
  "1800-01-01",
  "2026-13",
  "2026-04",
  "not a date",
  "0300",
  "0300-123",
  "123456789",
  "Room 99",
  "not-an-email",
  "someone@example",
  "overdue",
  "ur",
  "Pending",
  UUID,
  [],
  ["Sauna"],
  ["x"],
  [{}],
  [{ description: "", amount: "5OOO" }],
  Array.from({ length: 51 }, () => damage),
  {},
];

/** Wrong input that only a whole record reaches: the checks across fields. */
const WHOLE_RECORDS: [string, unknown][] = [
  [
    "salarySchemas.salarySchema",
    { employeeType: "Staff", employeeId: UUID, basicSalary: 100, allowances: 0, deductions: 500, salaryMonth: "2026-04" },
  ],
  [
    "maintenanceSchemas.maintenanceSchema",
    {
      title: "Tap",
      maintenanceType: "Plumbing",
      location: "Room 3",
      issueDescription: "Leaks",
      workStartDate: "2026-04-10",
      workCompletionDate: "2026-04-01",
    },
  ],
  ["authSchemas.updateAccountSchema", {}],
  ["paymentSchemas.paymentSchema", { amount: 0, mode: "cash" }],
  ["staySchemas.damageSchema", { description: "Broken chair", amount: 0 }],
  [
    "bookingSchemas.bookingSchema",
    { studentId: "nope", selectedRoom: "nope", bookingDate: "2026-04-01", durationValue: 0, advancedPayment: -1 },
  ],
  ["staySchemas.transferSchema", { roomId: "", onDate: "2026-04-01" }],
];

function issueMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Every message of the schemas and the rules on wrong input, with where it came from. */
function allMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  const note = (where: string, list: (string | undefined)[]) =>
    list.forEach((message) => message === undefined || messages.has(message) || messages.set(message, where));
  for (const { name, schema } of schemas) {
    const fields = fieldNames(schema);
    for (const value of WRONG_VALUES) {
      const input = fields ? Object.fromEntries(fields.map((field) => [field, value])) : value;
      note(`${name} ← ${JSON.stringify(value)?.slice(0, 40)}`, issueMessages(schema, input));
    }
  }
  for (const [name, input] of WHOLE_RECORDS) note(name, issueMessages(schemas.find((each) => each.name === name)!.schema, input));
  // The day fields of the stay dialogs (lib/day-input.ts), and the sign-in screens' rules.
  for (const label of ["leaveDate", "moveDate", "noticeDate", "date"] as const) {
    for (const value of ["", "32-13-2026", "01-01-2999"]) note(`dayField(${label})`, issueMessages(dayField(label, "2026-04-01"), value));
  }
  for (const value of ["", "  ", "short", "x".repeat(300), "ü".repeat(37), "a\u0000b", "not-an-email", "a".repeat(51)]) {
    note("auth-rules", [emailProblem(value), passwordProblem(value), usernameProblem(value)]);
  }
  // The rules the services and the forms share: the booking's figures, a resident's identity, the phone checks.
  note(
    "booking-rules",
    Object.values({ ...termProblemTexts({ total: 100, advance: 200 }), ...termProblemTexts({ total: 100, paid: 150 }) }),
  );
  note(
    "booking-rules",
    Object.values({
      ...termProblemTexts({ total: 100, paid: 100, payment: 5 }),
      ...termProblemTexts({ total: 100, paid: 50, payment: 80 }),
    }),
  );
  for (const identity of [
    { idType: "cnic" as const, idNumber: "123", nationality: "Afghan" },
    { idType: "passport" as const, idNumber: "3520212345671" },
    { idType: "passport" as const, idNumber: "AB" },
    { idType: "cnic" as const, idNumber: "35202-1234567-1", cnic: "35202-1234567-2" },
  ]) {
    note("identity", Object.values(identityIssues(identity)).map(englishOf));
  }
  for (const phone of ["", "0300-12x4567", "042-35761234", "+44 20 7946 0958", "0300-123", "+93 12"]) {
    // Reached the screens by the API's code (a failure's, or a reminder's `problemCode`): noted here as the browser does.
    for (const check of [pakistaniMobile(phone), whatsAppNumber(phone)])
      if (!check.ok) note("phone", [englishOf(check.problem as RuleMessage)]);
  }
  return messages;
}

/** A text in Urdu with the data it quotes (isolated, as the Urdu screens isolate it) taken out. */
const withoutData = (text: string) => text.replace(/[\u2066\u2068][^\u2069]*\u2069/g, "");

describe("the schemas' and rules' messages go by code", () => {
  const messages = allMessages();

  test("the run reaches the messages of every kind", () => {
    expect(messages.size).toBeGreaterThan(250);
    for (const text of [
      "Full name is required",
      "Invalid input: expected string, received number",
      "Advanced payment cannot be more than the total payment of PKR 100",
      "Password must be at least 8 characters",
      "A foreign resident's ID type must be passport",
      'The phone number "042-35761234" is a landline, not a mobile number: WhatsApp needs a mobile number like 0300-1234567 or +92 300 1234567.',
    ]) {
      expect([...messages.keys()]).toContain(text);
    }
  });

  test("every one has its code noted, and the code writes it word for word", () => {
    const wrong = [...messages].flatMap(([text, where]) => {
      const said = codeOfText(text);
      if (!said) return [`${JSON.stringify(text)} (${where}): no code`];
      const written = englishMessage(said);
      return written === text ? [] : [`${JSON.stringify(text)} (${where}): its code ${said.code} writes ${JSON.stringify(written)}`];
    });
    expect(wrong).toEqual([]);
  });

  test("every one comes out in Urdu: no English left but the data it quotes", () => {
    errors.length = 0;
    const english = [...messages].flatMap(([text, where]) => {
      const shown = serverText(text, translate, "ur");
      return /[A-Za-z{}]/.test(withoutData(shown)) ? [`${JSON.stringify(text)} (${where}) shown as ${JSON.stringify(shown)}`] : [];
    });
    expect(english).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("in Urdu, a field's name, an amount and a count are written the Urdu way", () => {
    expect(serverText("Full name is required", translate, "ur")).toBe("پورا نام لازمی ہے");
    expect(serverText("Father's name must be at most 200 characters", translate, "ur")).toBe(
      "والد کا نام میں زیادہ سے زیادہ \u2068200\u2069 حروف ہو سکتے ہیں",
    );
    expect(serverText("Password must be at least 8 characters", translate, "ur")).toBe(urdu.passwordTooShort);
    expect(serverText("Full name is required", translate, "en")).toBe("Full name is required");
    expect(serverText("A text without a code", translate, "ur")).toBe("A text without a code");
    expect(serverText("", translate, "ur")).toBe("");
  });
});
