// The rules of the sign-in screens' fields as plain functions, each giving the field's first problem
// (or undefined). The zod schemas of ./auth.ts apply them on the server; the sign-in, sign-up,
// forgotten-password and reset screens apply them in the browser without loading zod or a form
// library, the first screen a phone loads (about 50 kB gzipped less).

// bcrypt uses only the first 72 bytes of a password; longer ones are refused rather than cut.
export const PASSWORD_MAX_BYTES = 72;

/** name@example.com: dot-separated words before the @, a domain with a top level of two letters or more. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

const NUL = "\u0000";

export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return "Email is required";
  if (email.length > 254) return "Email must be at most 254 characters";
  if (!EMAIL_PATTERN.test(email)) return "Invalid email format";
}

export function passwordProblem(password: string): string | undefined {
  if (!password) return "Password is required";
  if (password.length < 8) return "Password must be at least 8 characters";
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return `Password must be at most ${PASSWORD_MAX_BYTES} bytes`;
  // C bcrypt stops at a NUL byte: refused, so that no password can mean a shorter one.
  if (password.includes(NUL)) return "Password cannot contain a NUL character";
}

export function usernameProblem(value: string): string | undefined {
  const username = value.trim();
  if (!username) return "Username is required";
  if (username.length > 50) return "Username must be at most 50 characters";
  if (username.includes(NUL)) return "Username cannot contain a NUL character";
}
