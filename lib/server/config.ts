import path from "node:path";
import { hostelTimeZone } from "@/lib/time";

// Every environment variable the server reads, in one place (documented in .env.example).
export const config = {
  get dataDir() {
    return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || "./data");
  },
  get uploadDir() {
    return path.resolve(/*turbopackIgnore: true*/ process.env.UPLOAD_DIR || path.join(this.dataDir, "uploads"));
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || "";
  },
  /** Tests run on a throw-away in-memory PGlite. */
  get pgliteInMemory() {
    return process.env.PGLITE_IN_MEMORY === "1";
  },
  get appUrl() {
    return (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
  },
  get hostelName() {
    return process.env.HOSTEL_NAME || "Hostel Admin";
  },
  /** The hostel's time zone (HOSTEL_TIMEZONE): payment dates, times and months are recorded in it. */
  get timeZone() {
    return hostelTimeZone();
  },
  get smtpUrl() {
    return process.env.SMTP_URL || "";
  },
  get mailFrom() {
    return process.env.MAIL_FROM || "Hostel Admin <no-reply@localhost>";
  },
  get sessionHours() {
    const hours = Number(process.env.SESSION_HOURS || 12);
    return Number.isFinite(hours) && hours > 0 ? hours : 12;
  },
  /**
   * How many reverse proxies in front of the panel append the client's address to X-Forwarded-For
   * (TRUST_PROXY: empty or 0 = none, the client connects directly; "true" = 1). Only then is the
   * header believed, and only as far as those proxies wrote it.
   */
  get trustedProxies() {
    const value = (process.env.TRUST_PROXY || "").trim().toLowerCase();
    if (value === "true") return 1;
    const count = Number(value);
    return Number.isInteger(count) && count > 0 ? count : 0;
  },
  /** Served over https (APP_URL): the session cookie is Secure and every answer carries HSTS. */
  get https() {
    return this.appUrl.startsWith("https://");
  },
  get secureCookies() {
    return this.https;
  },
};
