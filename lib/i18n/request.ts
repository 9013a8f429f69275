import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { ur } from "@/messages/ur";
import { isolatePlaceholders } from "./isolate";
import { defaultLocale, isLocale, LANGUAGE_COOKIE } from "./locales";

let isolated: typeof ur | undefined;
const urdu = () => (isolated ??= isolatePlaceholders(ur));

// next-intl's per-request configuration: the language comes from the cookie (no locale in the URL,
// so every route of the spec keeps its path).
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : defaultLocale;
  const messages = locale === "ur" ? urdu() : (await import("@/messages/en")).en;
  return { locale, messages, timeZone: process.env.HOSTEL_TIMEZONE || "Asia/Karachi" };
});
