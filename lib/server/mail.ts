import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import { config } from "@/lib/server/config";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends over SMTP when SMTP_URL is set. Without it the mail goes to the server log and to
 * DATA_DIR/mail/, so a self-hosted admin can still follow a reset link.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    await transport.sendMail({ from: config.mailFrom, ...mail });
    return;
  }
  const dir = path.join(config.dataDir, "mail");
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  // A random part keeps two mails of one millisecond apart; written aside and renamed, so a reader never
  // finds a mail half written.
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}-${mail.to.replace(/[^a-z0-9@._-]/gi, "_")}.txt`,
  );
  const content = `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
  await fs.writeFile(`${file}.partial`, content, { mode: 0o600 });
  await fs.rename(`${file}.partial`, file);
  console.info(`[mail] SMTP_URL is not set; the mail was written to ${file}\n${content}`);
}
