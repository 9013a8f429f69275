import { z } from "zod";
import { withoutNul } from "./fields";

// bcrypt uses only the first 72 bytes of a password; longer ones are refused rather than cut.
export const PASSWORD_MAX_BYTES = 72;

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Invalid email format"))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .refine((password) => new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES, {
    message: `Password must be at most ${PASSWORD_MAX_BYTES} bytes`,
  })
  // C bcrypt stops at a NUL byte: refused, so that no password can mean a shorter one.
  .refine(...withoutNul("Password"));

export const usernameField = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(50, "Username must be at most 50 characters")
  .refine(...withoutNul("Username"));

export const loginSchema = z.object({ email: emailField, password: passwordField });

export const registerSchema = z.object({ username: usernameField, email: emailField, password: passwordField });
export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({ password: passwordField });
export const updateAccountSchema = z
  .object({ username: usernameField.optional(), email: emailField.optional(), password: passwordField.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Nothing to update",
  });

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
