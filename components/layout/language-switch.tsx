"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Languages } from "lucide-react";
import { apiOnClick, failureText } from "@/lib/browser/api-on-click";
import { toast } from "@/lib/browser/toast";
import { languageNames, locales, type Locale } from "@/lib/i18n/locales";

/** Saves the choice (on the account when signed in, and in this browser) and reloads in that language. */
export function useChooseLanguage() {
  const t = useTranslations("shell");
  const [busy, setBusy] = useState(false);
  async function choose(language: Locale) {
    setBusy(true);
    try {
      await apiOnClick("/language", { method: "POST", body: { language }, redirectOnUnauthorized: false });
      // A full load: the document's lang, direction and font change with the language.
      window.location.reload();
    } catch (error) {
      toast.error(await failureText(error, t("languageNotSaved")));
      setBusy(false);
    }
  }
  return { busy, choose };
}

/** The top bar's switch: one button naming the other language, in that language. */
export function LanguageToggle({ className }: { className?: string }) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const { busy, choose } = useChooseLanguage();
  const other = locales.find((language) => language !== locale)!;
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      lang={other}
      aria-label={`${t("language")}: ${languageNames[other]}`}
      title={t("language")}
      onClick={() => choose(other)}
    >
      <Languages className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{languageNames[other]}</span>
    </button>
  );
}
