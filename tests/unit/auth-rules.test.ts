import { loginSchema, registerSchema } from "@/lib/validations/auth";
import { emailProblem, passwordProblem, usernameProblem } from "@/lib/validations/auth-rules";

// The sign-in screens check their fields in the browser with the plain rules, the server with the zod
// schemas built on them: both must give the same first message for every input.
const firstMessages = (schema: typeof registerSchema | typeof loginSchema, body: Record<string, unknown>) => {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

const emails: [string, string | undefined][] = [
  ["", "Email is required"],
  ["   ", "Email is required"],
  ["not-an-email", "Invalid email format"],
  ["a@b", "Invalid email format"],
  ["a..b@example.com", "Invalid email format"],
  [".a@example.com", "Invalid email format"],
  ["a@-example.com", "Invalid email format"],
  [`${"a".repeat(250)}@x.pk`, "Email must be at most 254 characters"],
  ["Ali.Khan+hostel@Example.COM", undefined],
  ["  admin@hostel.pk  ", undefined],
  ["o'neil@mail.example.org", undefined],
];
const passwords: [string, string | undefined][] = [
  ["", "Password is required"],
  ["short", "Password must be at least 8 characters"],
  ["long enough", undefined],
  ["ü".repeat(37), "Password must be at most 72 bytes"],
  ["password\u0000suffix", "Password cannot contain a NUL character"],
];
const usernames: [string, string | undefined][] = [
  ["", "Username is required"],
  ["  ", "Username is required"],
  ["x".repeat(51), "Username must be at most 50 characters"],
  ["ad\u0000min", "Username cannot contain a NUL character"],
  [" admin ", undefined],
];

test.each(emails)("email %j: %s", (email, message) => {
  expect(emailProblem(email)).toBe(message);
  expect(firstMessages(loginSchema, { email, password: "long enough" }).email).toBe(message);
});

test.each(passwords)("password %j: %s", (password, message) => {
  expect(passwordProblem(password)).toBe(message);
  expect(firstMessages(loginSchema, { email: "admin@hostel.pk", password }).password).toBe(message);
});

test.each(usernames)("username %j: %s", (username, message) => {
  expect(usernameProblem(username)).toBe(message);
  expect(firstMessages(registerSchema, { username, email: "admin@hostel.pk", password: "long enough" }).username).toBe(message);
});

test("the server keeps what it stored before: a trimmed username, a trimmed lower-case e-mail", () => {
  expect(registerSchema.parse({ username: " admin ", email: "  Ali@Hostel.PK ", password: "long enough" })).toEqual({
    username: "admin",
    email: "ali@hostel.pk",
    password: "long enough",
  });
  // A value that is not text is refused with the field's own message, as before.
  expect(firstMessages(loginSchema, { email: 42, password: null })).toEqual({
    email: "Email is required",
    password: "Password is required",
  });
});
