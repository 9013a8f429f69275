import { z } from "zod";
import { ACCESS_LEVELS, LANGUAGES } from "@/models/enums";
import { emailProblem, passwordProblem, usernameProblem } from "./auth-rules";
import { fieldSays } from "./fields";
import { sayEnglish } from "./message";

export { PASSWORD_MAX_BYTES } from "./auth-rules";

/** A zod check that adds the rule's problem, if any, as the field's message. */
const following = (problem: (value: string) => string | undefined) => (value: string, context: z.RefinementCtx) => {
  const message = problem(value);
  if (message) context.addIssue({ code: "custom", message });
};

export const emailField = z
  .string({ error: fieldSays("fieldRequired", "email") })
  .superRefine(following(emailProblem))
  .transform((email) => email.trim().toLowerCase());

export const passwordField = z.string({ error: fieldSays("fieldRequired", "password") }).superRefine(following(passwordProblem));

export const usernameField = z
  .string({ error: fieldSays("fieldRequired", "username") })
  .superRefine(following(usernameProblem))
  .transform((username) => username.trim());

export const loginSchema = z.object({ email: emailField, password: passwordField });

/** What an owner gives an administrator: owner, manager or viewer. */
export const accessField = z.enum(ACCESS_LEVELS, { error: sayEnglish("accessChoice") });

/** Text the server only compares (a setup code, the current password): anything else counts as not given. */
const offeredText = z.string().max(200).optional().catch(undefined);

/**
 * `setupCode`: the first administrator's, from another computer than the panel's own (lib/server/auth/first-run.ts).
 */
export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  access: accessField.optional(),
  setupCode: offeredText,
});
export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({ password: passwordField });
/** `currentPassword`: needed to change one's own password or e-mail (lib/server/services/auth.ts updateAccount). */
export const updateAccountSchema = z
  .object({
    username: usernameField.optional(),
    email: emailField.optional(),
    password: passwordField.optional(),
    access: accessField.optional(),
    currentPassword: offeredText,
  })
  .refine(({ currentPassword: _currentPassword, ...changes }) => Object.values(changes).some((field) => field !== undefined), {
    message: sayEnglish("nothingToUpdate"),
  });

// Profile's forms of one's own account (components/profile/own-account-forms.tsx), sent as updateAccountSchema.

/** The current password as typed: the server compares it, so the form only asks that it is there. */
const currentPasswordField = z.string().min(1, sayEnglish("enterCurrentPassword"));

/** "Change password": the current one, the new one twice; `mismatch`: the message when the two differ. */
export const changePasswordSchema = (mismatch: string) =>
  z
    .object({ currentPassword: currentPasswordField, password: passwordField, confirm: z.string() })
    .refine((values) => values.password === values.confirm, { path: ["confirm"], message: mismatch });

/** "Change email": the new address and the current password; `same`: the message when it is `email`, the address already held. */
export const changeEmailSchema = (email: string, same: string) =>
  z
    .object({ email: emailField, currentPassword: currentPasswordField })
    .refine((values) => values.email !== email.toLowerCase(), { path: ["email"], message: same });

export const languageSchema = z.object({ language: z.enum(LANGUAGES, { error: sayEnglish("languageChoice") }) });
