import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { Toaster } from "@/components/ui/sonner";
import { config } from "@/lib/server/config";
import { clientMessages } from "@/lib/server/i18n/client-messages";
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
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="min-h-screen">
        {/* The shell's and the toasts' texts; each area's layout adds its own (lib/server/i18n/client-messages.tsx). */}
        <NextIntlClientProvider messages={await clientMessages()}>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
