import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { z } from "zod";
import { createTranslator } from "next-intl";
import { compiled } from "@/lib/server/i18n/compiled";
import { fieldLabelKey, localizeServerText, matchServerText } from "@/lib/i18n/server-text";
import { server as english } from "@/messages/en/server";
import { server as urdu } from "@/messages/ur/server";
import { FACILITIES } from "@/models/enums";
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
import { dayField } from "@/lib/validations/fields";

// Every text the server answers with, and every message of the shared zod schemas, must be in the
// "server" catalogue (messages/en/server.ts), so that lib/i18n/server-text.ts can show it in Urdu.
// The texts are found in the source itself (the TypeScript syntax tree of the files below), and by
// running the schemas on wrong input.

const ROOT = process.cwd();

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(relative, keep);
    return keep(entry.name) ? [relative] : [];
  });
}

const isTs = (name: string) => name.endsWith(".ts");
const SOURCES = [
  ...filesUnder("lib/validations", isTs),
  ...filesUnder("lib/server/services", isTs),
  ...filesUnder("lib/server/http", isTs),
  ...filesUnder("lib/server/auth", isTs),
  ...filesUnder("lib/money", isTs),
  "lib/browser/api-client.ts",
  "lib/phone.ts",
  "lib/server/uploads.ts",
  "lib/day-input.ts",
  "proxy.ts",
  ...filesUnder("app/api", (name) => name === "route.ts"),
];

// ---------------------------------------------------------------------------------------------
// The texts in the source.

/** Functions whose argument at this index is a message. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  tooManyRequests: 0,
  unprocessable: 0,
  refused: 1,
  requiredOr: 1,
  // field builders taking their own "too small" message
  money: 1,
  optionalMoney: 1,
  requiredInt: 3,
  optionalInt: 3,
  integer: 3,
  // zod checks
  min: 1,
  max: 1,
  length: 1,
  int: 0,
  refine: 1,
  regex: 1,
  uuid: 0,
  email: 0,
  nonempty: 0,
};
/** Constructors whose argument at this index is a message shown to the user. */
const MESSAGE_CONSTRUCTOR: Record<string, number> = { AppError: 1, ApiError: 1 };
/** Field builders whose argument at this index is a field's English name, shown inside its messages. */
const LABEL_ARGUMENT: Record<string, number> = {
  requiredText: 0,
  optionalText: 0,
  requiredMobile: 0,
  optionalMobile: 0,
  mobileNumber: 0,
  optionalCnic: 0,
  optionalEmail: 0,
  requiredDate: 0,
  optionalDate: 0,
  dateString: 0,
  requiredInt: 0,
  optionalInt: 0,
  integer: 0,
  money: 0,
  optionalMoney: 0,
  moneyOrZero: 0,
  requiredChoice: 0,
  optionalChoice: 0,
  chosenId: 0,
  yearMonth: 0,
  optionalTimestamp: 0,
  modeFilter: 0,
  withoutNul: 0,
  dayField: 0,
  requiredOr: 0,
};

/** What a `${…}` of a message template stands for, where a plain sample would not give a real message. */
const SPAN_SAMPLES: Record<string, string[]> = {
  label: ["Amount"],
  "label.toLowerCase()": ["customer", "room"],
  "type.toLowerCase()": ["worker", "staff"],
  'FACILITIES.join(", ")': [FACILITIES.join(", ")],
  "formatPKR(MAX_MONEY)": ["PKR 100,000,000"],
  "formatPKR(total)": ["PKR 15,000"],
  "formatPKR(paid)": ["PKR 20,000"],
  "formatPKR(total - paid)": ["PKR 5,000"],
};
/** A `${…}` of any other kind. */
const SAMPLE = "7";

/**
 * Templates that are only the pattern of many texts, each of which the schema run below produces
 * (the choice fields: "Gender must be one of: male, female, other" and so on).
 */
const PATTERN_ONLY = [/must be one of: \$\{/];

interface Found {
  file: string;
  line: number;
  source: string;
  samples: string[];
}

const parsed = new Map(
  SOURCES.map((file) => [file, ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true)]),
);

/** The constants of a file with a name: every `const NAME = …` (`topLevel`: only those of the module itself). */
function constantsOf(source: ts.SourceFile, topLevel: boolean): Map<string, ts.Expression[]> {
  const found = new Map<string, ts.Expression[]>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const isTop = ts.isVariableStatement(node.parent.parent) && ts.isSourceFile(node.parent.parent.parent);
      if (!topLevel || isTop) found.set(node.name.text, [...(found.get(node.name.text) ?? []), node.initializer]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
const allConstants = new Map([...parsed].map(([file, source]) => [file, constantsOf(source, false)]));
const moduleConstants = new Map([...parsed].map(([file, source]) => [file, constantsOf(source, true)]));

/** A module-level constant of the file, else one of another scanned file (an import). */
function moduleConstant(file: string, name: string): ts.Expression[] {
  const own = moduleConstants.get(file)!.get(name);
  if (own) return own;
  for (const constants of moduleConstants.values()) if (constants.get(name)) return constants.get(name)!;
  return [];
}

const product = (parts: string[][]) =>
  parts.reduce<string[]>((all, options) => all.flatMap((start) => options.map((option) => start + option)), [""]);

/**
 * The texts an expression can give: its literals, both sides of a choice, the pieces of a joined text,
 * a function's result, a constant's value. null when it is none of these (a parameter, a property read
 * at run time): such a text comes from elsewhere, and is checked there.
 */
function textsOf(expression: ts.Expression | ts.ConciseBody, file: string, seen = new Set<ts.Node>()): string[] | null {
  if (seen.has(expression)) return null;
  seen = new Set(seen).add(expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression) || ts.isNumericLiteral(expression)) {
    return [ts.isNumericLiteral(expression) ? String(Number(expression.text.replace(/_/g, ""))) : expression.text];
  }
  if (ts.isTemplateExpression(expression)) {
    if (PATTERN_ONLY.some((pattern) => pattern.test(expression.getText()))) return [];
    return product([
      [expression.head.text],
      ...expression.templateSpans.flatMap((span) => [spanSamples(span.expression, file, seen), [span.literal.text]]),
    ]);
  }
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isNonNullExpression(expression) ||
    ts.isSatisfiesExpression(expression)
  ) {
    return textsOf(expression.expression, file, seen);
  }
  if (ts.isConditionalExpression(expression))
    return union(textsOf(expression.whenTrue, file, seen), textsOf(expression.whenFalse, file, seen));
  if (ts.isBinaryExpression(expression)) {
    const kind = expression.operatorToken.kind;
    if (kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken) {
      return union(textsOf(expression.left, file, seen), textsOf(expression.right, file, seen));
    }
    if (kind === ts.SyntaxKind.PlusToken) {
      const left = textsOf(expression.left, file, seen);
      const right = textsOf(expression.right, file, seen);
      return left && right ? product([left, right]) : null;
    }
    return null;
  }
  if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) {
    if (!ts.isBlock(expression.body)) return textsOf(expression.body, file, seen);
    return returnedTexts(expression.body, file, seen);
  }
  if (ts.isIdentifier(expression)) {
    const candidates = allConstants.get(file)!.get(expression.text) ?? moduleConstant(file, expression.text);
    return candidates.reduce<string[] | null>((all, candidate) => union(all, textsOf(candidate, file, seen)), null);
  }
  return null;
}

function returnedTexts(body: ts.Node, file: string, seen: Set<ts.Node>): string[] | null {
  let all: string[] | null = null;
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) all = union(all, textsOf(node.expression, file, seen));
    if (!ts.isFunctionLike(node) || node === body) ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return all;
}

function union(a: string[] | null, b: string[] | null): string[] | null {
  return a === null ? b : b === null ? a : [...new Set([...a, ...b])];
}

/** The samples of a `${…}`: a module constant's value, a chosen sample, or any value. */
function spanSamples(expression: ts.Expression, file: string, seen: Set<ts.Node>): string[] {
  const text = expression.getText();
  if (SPAN_SAMPLES[text]) return SPAN_SAMPLES[text];
  if (ts.isIdentifier(expression)) {
    const constant = moduleConstant(file, expression.text);
    const values = constant.reduce<string[] | null>((all, candidate) => union(all, textsOf(candidate, file, seen)), null);
    if (values?.length) return values;
  }
  if (ts.isBinaryExpression(expression) || ts.isConditionalExpression(expression) || ts.isParenthesizedExpression(expression)) {
    const sides = ts.isBinaryExpression(expression)
      ? [expression.left, expression.right]
      : ts.isConditionalExpression(expression)
        ? [expression.whenTrue, expression.whenFalse]
        : [expression.expression];
    return [...new Set(sides.flatMap((side) => (ts.isStringLiteral(side) ? [side.text] : spanSamples(side, file, seen))))];
  }
  return [SAMPLE];
}

const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  return ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
};

/** A template with words in it (`${label} cannot contain a NUL character`), not one only joining values. */
const isWordyTemplate = (node: ts.Node): node is ts.TemplateExpression =>
  ts.isTemplateExpression(node) &&
  !ts.isTemplateSpan(node.parent) &&
  /[A-Za-z]+ /.test(node.head.text + node.templateSpans.map((span) => span.literal.text).join(""));

/** Not messages: the start of the codes of the sign-in and reset 429s (lib/server/auth/throttle.ts adds the unit). */
const NOT_WHOLE = new Set(["lib/server/auth/throttle.ts SIGN_IN", "lib/server/auth/throttle.ts RESET"]);

function scanMessages(): { found: Found[]; labels: Found[] } {
  const found: Found[] = [];
  const labels: Found[] = [];
  for (const [file, source] of parsed) {
    const add = (list: Found[], node: ts.Node, expression: ts.Expression | undefined) => {
      if (!expression) return;
      const samples = textsOf(expression, file);
      if (samples?.length && !NOT_WHOLE.has(`${file} ${expression.getText()}`)) {
        list.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, source: expression.getText(), samples });
      }
    };
    const isRules = file.endsWith("auth-rules.ts");
    const schemaFile = file.startsWith("lib/validations") || file === "lib/day-input.ts";
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name in MESSAGE_ARGUMENT) add(found, node, node.arguments[MESSAGE_ARGUMENT[name]!]);
        if (name in LABEL_ARGUMENT) add(labels, node, node.arguments[LABEL_ARGUMENT[name]!]);
      }
      if (ts.isNewExpression(node) && calleeName(node) in MESSAGE_CONSTRUCTOR)
        add(found, node, node.arguments?.[MESSAGE_CONSTRUCTOR[calleeName(node)]!]);
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ["message", "error"].includes(node.name.text))
        add(found, node, node.initializer);
      if (ts.isShorthandPropertyAssignment(node) && node.name.text === "message") add(found, node, node.name);
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === "label") add(labels, node, node.initializer);
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && /^(message|minMessage)$/.test(node.name.text))
        add(found, node, node.initializer);
      // The rules' results (auth-rules.ts) and the booking figures' problems (booking-rules.ts: `problems.x = …`).
      if (isRules && ts.isReturnStatement(node)) add(found, node, node.expression);
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(node.left) &&
        file === "lib/validations/booking-rules.ts"
      ) {
        add(found, node, node.right);
      }
      // The validation files' message templates, wherever they are (e.g. `withoutNul`'s tuple, a default parameter).
      if (schemaFile && isWordyTemplate(node)) add(found, node, node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, labels };
}

const { found: sourceMessages, labels: sourceLabels } = scanMessages();

/** A text the catalogue does not know, or whose field name (`{label}`) it does not know. */
function problemWith(text: string): string | null {
  // A failure given by its code (lib/server/http/errors.ts): the type checker holds it to the catalogue's keys.
  if (typeof (english as Record<string, unknown>)[text] === "string") return null;
  const match = matchServerText(text, english);
  if (!match) return "not in messages/en/server.ts";
  const label = match.values.label;
  if (label !== undefined && !fieldLabelKey(label, english)) return `its field name "${label}" is not in server.fieldLabels`;
  return null;
}

describe("the server's texts are all in the catalogue", () => {
  test("the source scan finds the texts", () => {
    const texts = sourceMessages.flatMap((each) => each.samples);
    expect(texts.length).toBeGreaterThan(200);
    // A few of every kind, as a check on the scan itself.
    for (const text of [
      "Login successful!",
      "Staff member created successfully!",
      "Room number is required",
      "Choose a valid customer",
      "Password must be at most 72 bytes",
      "noStaffWithId",
      `Facilities must be chosen from: ${FACILITIES.join(", ")}`,
      "staleRecord",
      "Could not reach the server. Check your connection and try again.",
      "sendJson",
      "pictureTooLarge",
      "Advanced payment cannot be more than the total payment of PKR 15,000",
      "updatedAt must be the record's updatedAt as the API gave it",
      "If an account exists for this email, a password reset link has been sent to it.",
    ]) {
      expect(texts).toContain(text);
    }
  });

  test("every message of the source is matched", () => {
    const missing = sourceMessages.flatMap(({ file, line, source, samples }) =>
      samples.flatMap((sample) => {
        const problem = /[A-Za-z]/.test(sample) ? problemWith(sample) : null;
        return problem ? [`${file}:${line} ${JSON.stringify(sample)} (from ${source}): ${problem}`] : [];
      }),
    );
    expect(missing).toEqual([]);
  });

  test("every field name given to a field builder is in server.fieldLabels", () => {
    const labels = sourceLabels.flatMap((each) => each.samples.map((label) => ({ ...each, label })));
    expect(labels.length).toBeGreaterThan(80);
    expect(
      labels.filter(({ label }) => !fieldLabelKey(label, english)).map(({ file, line, label }) => `${file}:${line} "${label}"`),
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The schemas, run on wrong input.

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

describe("the schemas' messages are all in the catalogue", () => {
  test("every message of every schema, on wrong input, is matched", () => {
    const messages = new Map<string, string>();
    const note = (where: string, list: string[]) => list.forEach((message) => messages.has(message) || messages.set(message, where));
    for (const { name, schema } of schemas) {
      const fields = fieldNames(schema);
      for (const value of WRONG_VALUES) {
        const input = fields ? Object.fromEntries(fields.map((field) => [field, value])) : value;
        note(`${name} ← ${JSON.stringify(value)?.slice(0, 40)}`, issueMessages(schema, input));
      }
    }
    for (const [name, input] of WHOLE_RECORDS) {
      note(name, issueMessages(schemas.find((each) => each.name === name)!.schema, input));
    }
    // The day fields of the stay dialogs (lib/day-input.ts), and the sign-in screens' rules.
    for (const label of ["Leave date", "Move date", "Notice date", "Date"]) {
      for (const value of ["", "32-13-2026", "01-01-2999"]) note(`dayField(${label})`, issueMessages(dayField(label, "2026-04-01"), value));
    }
    for (const value of ["", "  ", "short", "x".repeat(300), "ü".repeat(37), "a\u0000b", "not-an-email", "a".repeat(51)]) {
      note(
        "auth-rules",
        [emailProblem(value), passwordProblem(value), usernameProblem(value)].filter((message): message is string => Boolean(message)),
      );
    }

    expect(messages.size).toBeGreaterThan(250);
    const missing = [...messages].flatMap(([message, where]) => {
      const problem = problemWith(message);
      return problem ? [`${JSON.stringify(message)} (${where}): ${problem}`] : [];
    });
    expect(missing).toEqual([]);
  });
});

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
const filled = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => sampleValues(text)[name]!);

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

  test("every English text is found as itself (no two alike, none hidden by another)", () => {
    const wrong = englishTexts
      .filter(([key]) => !key.includes("."))
      .flatMap(([key, text]) => {
        const found = matchServerText(filled(text), english);
        return found?.key === key ? [] : [`${key}: ${JSON.stringify(filled(text))} found as ${found?.key}`];
      });
    expect(wrong).toEqual([]);
    const labels = Object.values(english.fieldLabels);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test("every Urdu text formats, and a server text comes out in Urdu", () => {
    const errors: string[] = [];
    const t = createTranslator({
      locale: "ur",
      messages: compiled({ server: urdu }),
      namespace: "server",
      onError: (error) => errors.push(error.message),
    });
    const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
    for (const [key, text] of englishTexts) translate(key, sampleValues(text));
    expect(errors).toEqual([]);

    const show = (text: string) => localizeServerText(text, translate, english);
    expect(show("Full name is required")).toBe("پورا نام لازمی ہے");
    expect(show("Father's name must be at most 200 characters")).toBe("والد کا نام میں زیادہ سے زیادہ \u2068200\u2069 حروف ہو سکتے ہیں");
    expect(show("Login successful!")).toBe(urdu.loginSuccessful);
    expect(show("The total payment cannot be more than PKR 100,000,000")).toBe("کل رقم \u2066100,000,000\u2069 روپے سے زیادہ نہیں ہو سکتی");
    expect(show("Ali Khan already has a salary for April 2026. Edit that one instead.")).toBe(
      "\u2068Ali Khan\u2069 کی اپریل 2026 کی تنخواہ پہلے سے درج ہے۔ اسی میں ترمیم کریں۔",
    );
    expect(show("Room 5 is full: no bed left")).toBe("\u2068Room 5\u2069 بھرا ہوا ہے: کوئی بستر خالی نہیں");
    expect(show("Password must be at least 8 characters")).toBe(urdu.passwordTooShort);
    expect(show("A text the catalogue does not have")).toBe("A text the catalogue does not have");
    expect(show("")).toBe("");
  });
});
