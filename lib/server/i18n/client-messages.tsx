import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import namespaces from "../../i18n/client-namespaces.json";

export type ClientArea = keyof typeof namespaces.areas;

/**
 * The messages the browser needs, not whole catalogues (they travel in every page's payload): the root's
 * namespaces and an area's own. In Urdu also the "server" texts: the toasts and form fields show the
 * API's and the validation rules' English in Urdu by their codes (lib/i18n/server-text.ts); in English
 * nothing in the browser needs them, nor ever the "outgoing" texts (reminders and mails are written on the server).
 */
export async function clientMessages(area?: ClientArea) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  const wanted = [...namespaces.root, ...(area ? namespaces.areas[area] : []), ...(locale === "en" ? [] : ["server"])];
  return Object.fromEntries(wanted.filter((name) => name in messages).map((name) => [name, messages[name as keyof typeof messages]]));
}

/**
 * An area's provider (its layout.tsx). next-intl's providers do not merge: the inner one's messages replace
 * the outer one's, so it passes the root's namespaces again; React sends each catalogue object once.
 */
export async function AreaMessages({ area, children }: { area: ClientArea; children: React.ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages(area)}>{children}</NextIntlClientProvider>;
}
