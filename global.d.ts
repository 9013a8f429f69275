import type { Locale } from "@/lib/i18n/locales";
import type { en } from "@/messages/en";

// next-intl checks every message key against the English catalogue at type-check time.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
