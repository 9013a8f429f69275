// The reset flow over a real SMTP connection: a local smtp-server receives the mail, the test follows its link.
// forgot-password sends its mail after the answer: `settled()` waits for it.
import net from "node:net";
import { jest } from "@jest/globals";
import { SMTPServer } from "smtp-server";
import { api, loginToken, registerAdmin, uniqueEmail, type Account } from "../support/http";
import { mailFilesFor, resetTokenIn } from "../support/mail";
import { settled } from "@/lib/server/auth/after-response";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
const waiting: Array<(mail: ReceivedMail) => void> = [];

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  secure: false,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const mail: ReceivedMail = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((address) => address.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      const waiter = waiting.shift();
      if (waiter) waiter(mail);
      else received.push(mail);
      callback();
    });
  },
});

/** The next mail the server receives (or one already received), failing after a few seconds. */
function nextMail(): Promise<ReceivedMail> {
  const ready = received.shift();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no mail arrived over SMTP")), 5000);
    waiting.push((mail) => {
      clearTimeout(timer);
      resolve(mail);
    });
  });
}

/** The decoded text body of a single-part message (7bit, quoted-printable or base64). */
function textBody(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const unwrapped = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < unwrapped.length; i++) {
      const hex = unwrapped.slice(i + 1, i + 3);
      if (unwrapped[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(unwrapped[i]!, "utf8"));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im").exec(raw.slice(0, raw.indexOf("\r\n\r\n")))?.[1]?.trim();

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let admin: Account;
let smtpUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as net.AddressInfo).port}`;
  admin = await registerAdmin({ username: "Smtp Admin" });
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  process.env.SMTP_URL = smtpUrl;
});

afterEach(async () => {
  await settled(); // before SMTP_URL goes: a mail still on its way would fall back to a file
  delete process.env.SMTP_URL;
});

it("mails the reset link over SMTP, and the link sets a new password", async () => {
  const account = await registerAdmin({ asToken: admin.token, username: "Mailed Admin", email: uniqueEmail("smtp") });
  const response = await api.forgotPassword({ email: account.email });
  expect(response.status).toBe(200);

  const mail = await nextMail();
  expect(mail.to).toEqual([account.email]);
  expect(mail.from).toBe("no-reply@localhost");
  expect(header(mail.raw, "to")).toContain(account.email);
  expect(header(mail.raw, "subject")).toBe("Test Hostel: reset your password");

  const text = textBody(mail.raw);
  expect(text).toContain("Mailed Admin");
  const token = resetTokenIn(text);
  expect(text).toContain(`http://panel.test/reset-password/${token}`);
  // Sent over SMTP, so nothing was written to DATA_DIR/mail/.
  expect(mailFilesFor(account.email)).toEqual([]);

  // Follow the link: the reset screen posts the new password to the token's route.
  const link = new URL(/http:\/\/panel\.test\/reset-password\/\S+/.exec(text)![0]);
  const linkToken = decodeURIComponent(link.pathname.split("/").pop()!);
  const reset = await api.resetPassword(linkToken, { password: "password-from-the-mail" });
  expect(reset.status).toBe(200);
  expect(reset.body.message).toBe("Password reset successful");

  expect((await api.login({ email: account.email, password: account.password })).status).toBe(401);
  const fresh = await loginToken(account.email, "password-from-the-mail");
  expect((await api.getAuth(account.id, { token: fresh })).status).toBe(200);
});

it("sends nothing for an unknown e-mail and answers the same", async () => {
  const account = await registerAdmin({ asToken: admin.token, email: uniqueEmail("smtp") });
  const unknown = await api.forgotPassword({ email: "unknown-over-smtp@example.com" });
  const known = await api.forgotPassword({ email: account.email });
  await settled();
  expect(unknown.status).toBe(200);
  expect(unknown.text).toBe(known.text);

  // The only mail to arrive is the known account's.
  const mail = await nextMail();
  expect(mail.to).toEqual([account.email]);
  expect(received).toEqual([]);
});

it("answers the same when the SMTP server cannot be reached", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const account = await registerAdmin({ asToken: admin.token, email: uniqueEmail("smtp-down") });
    const unknown = await api.forgotPassword({ email: "unknown-smtp-down@example.com" });
    const known = await api.forgotPassword({ email: account.email });
    await settled();
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    // The failure is logged for the administrator.
    expect(console.error).toHaveBeenCalled();
  } finally {
    jest.restoreAllMocks();
  }
});

it("tells the old address over SMTP when an owner changes an account's e-mail", async () => {
  const account = await registerAdmin({ asToken: admin.token, username: "Moving Admin", email: uniqueEmail("smtp-old") });
  const newEmail = uniqueEmail("smtp-new");
  const response = await api.updateAuth(account.id, { email: newEmail }, { token: admin.token });
  expect(response.status).toBe(200);

  const mail = await nextMail();
  expect(mail.to).toEqual([account.email]);
  expect(header(mail.raw, "subject")).toBe("Test Hostel: the e-mail of your account was changed");
  expect(textBody(mail.raw)).toContain(`The e-mail of your account at Test Hostel was changed to ${newEmail} by Smtp Admin on `);
  await settled();
  expect(received).toEqual([]); // nothing to the new address
});

it("answers an e-mail change 200 when the SMTP server cannot be reached, and logs the failure", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const account = await registerAdmin({ asToken: admin.token, email: uniqueEmail("smtp-down-old") });
    const response = await api.updateAuth(account.id, { email: uniqueEmail("smtp-down-new") }, { token: admin.token });
    expect(response.status).toBe(200);
    await settled();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("could not be sent"), expect.anything());
  } finally {
    jest.restoreAllMocks();
  }
});
