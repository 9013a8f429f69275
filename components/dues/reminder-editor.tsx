"use client";

import { useId } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Ltr } from "@/components/ui/ltr";
import { formatPKR } from "@/lib/format";
import { languageNames, locales, type Locale } from "@/lib/i18n/locales";
import { useServerText } from "@/lib/i18n/server-text";
import type { ReminderDraft } from "./send-reminder";

const fieldClass =
  "flex w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 md:text-sm";

/** The message's language (the resident's, which the panel does not know: the panel's own by default). */
export function LanguageChoice({ value, onChange, disabled }: { value: Locale; onChange: (language: Locale) => void; disabled?: boolean }) {
  const t = useTranslations("dues.remind");
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t("language")}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Locale)}
        className={`${fieldClass} h-10`}
      >
        {locales.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Who gets the reminder, what they owe, and the message to edit; why it cannot be sent, when it cannot. */
export function ReminderEditor({
  draft,
  text,
  onText,
  language,
  disabled,
}: {
  draft: ReminderDraft;
  text: string;
  onText: (text: string) => void;
  language: Locale;
  disabled?: boolean;
}) {
  const t = useTranslations("dues.remind");
  const locale = useLocale();
  const serverText = useServerText();
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="text-sm">
        <p>
          <bdi className="font-medium">{draft.studentName}</bdi>
        </p>
        <p className="text-xs text-muted-foreground">
          {draft.roomNumber ? <Ltr>{draft.roomNumber}</Ltr> : null}
          {draft.roomNumber && draft.phone ? " · " : null}
          {draft.phone ? <Ltr>+{draft.phone}</Ltr> : null}
        </p>
        <p className="font-semibold tabular-nums">{t("owes", { amount: formatPKR(draft.amount, locale) })}</p>
      </div>
      {draft.problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {serverText(draft.problem)}
        </p>
      ) : null}
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t("message")}
        </label>
        <textarea
          id={id}
          rows={6}
          lang={language}
          dir={language === "ur" ? "rtl" : "ltr"}
          value={text}
          maxLength={2000}
          disabled={disabled || draft.problem !== null}
          onChange={(event) => onText(event.target.value)}
          className={fieldClass}
        />
      </div>
    </div>
  );
}
