import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { Toaster } from "@/components/ui/sonner";
import { config } from "@/lib/config";
import { directionOf } from "@/lib/i18n/locales";
import "@fontsource/noto-nastaliq-urdu/arabic-400.css";
import "@fontsource/noto-nastaliq-urdu/arabic-700.css";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return { title: { default: config.hostelName, template: `%s | ${config.hostelName}` }, description: t("description") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request makes every page render per request, so Next applies the CSP nonce from proxy.ts.
  await headers();
  const locale = await getLocale();
  // The browser needs the "server" texts only to show the API's English in Urdu (lib/i18n/server-text.ts),
  // and never the "outgoing" ones (reminders and mails are written on the server).
  const { server, outgoing, ...screenTexts } = await getMessages();
  const clientMessages = locale === "en" ? screenTexts : { ...screenTexts, server };
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="min-h-screen">
        <NextIntlClientProvider messages={clientMessages}>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
