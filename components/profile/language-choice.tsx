"use client";

import { useLocale, useTranslations } from "next-intl";
import { useChooseLanguage } from "@/components/layout/language-switch";
import { locales, languageNames } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

/** The profile's choice: both languages, the current one pressed. */
export function LanguageChoice() {
  const t = useTranslations("shell");
  const locale = useLocale();
  const { busy, choose } = useChooseLanguage();
  return (
    <div role="group" aria-labelledby="language-choice-label" className="flex flex-wrap items-center gap-3">
      <span id="language-choice-label" className="text-sm font-medium text-muted-foreground">
        {t("language")}
      </span>
      <div className="inline-flex overflow-hidden rounded-md border">
        {locales.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === locale}
            disabled={busy}
            onClick={() => language !== locale && choose(language)}
            className={cn(
              "min-h-10 px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              language === locale ? "bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
            )}
          >
            {languageNames[language]}
          </button>
        ))}
      </div>
    </div>
  );
}
