import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { ur } from "@/messages/ur";
import { hostelTimeZone } from "@/lib/time";
import { compiled } from "./compiled";
import { isolatePlaceholders } from "../../i18n/isolate";
import { defaultLocale, isLocale, LANGUAGE_COOKIE } from "../../i18n/locales";

let urduMessages: typeof ur | undefined;
const urdu = () => (urduMessages ??= compiled(isolatePlaceholders(ur)));

// next-intl's per-request configuration: the language comes from the cookie (no locale in the URL,
// so every route of the spec keeps its path).
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : defaultLocale;
  const messages = locale === "ur" ? urdu() : compiled((await import("@/messages/en")).en);
  return { locale, messages, timeZone: hostelTimeZone() };
});
