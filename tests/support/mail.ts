// Reading the reset mails the app writes to DATA_DIR/mail/ when SMTP_URL is not set.
import fs from "node:fs";
import path from "node:path";

export const mailDir = () => path.join(process.env.DATA_DIR!, "mail");

/** The mail files addressed to `email`, oldest first (their names start with an ISO timestamp). */
export function mailFilesFor(email: string): string[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(`-${email}.txt`))
    .sort()
    .map((name) => path.join(dir, name));
}

/** The text of the newest mail to `email`; fails when there is none. */
export function latestMailTo(email: string): string {
  const files = mailFilesFor(email);
  const newest = files[files.length - 1];
  if (!newest) throw new Error(`no mail was written for ${email}`);
  return fs.readFileSync(newest, "utf8");
}

export const RESET_LINK = /http:\/\/panel\.test\/reset-password\/([A-Za-z0-9_-]+)/;

/** The reset token of the link in a mail's text; fails when the mail holds no such link. */
export function resetTokenIn(text: string): string {
  const match = RESET_LINK.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${text}`);
  return match[1];
}

export const latestResetToken = (email: string) => resetTokenIn(latestMailTo(email));
