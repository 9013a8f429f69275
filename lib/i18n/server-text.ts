import { useLocale, useMessages, useTranslations } from "next-intl";
import type { server as englishServer } from "@/messages/en/server";
import { formatDate, formatPKR, formatYearMonth, ltr, monthName, paymentModeLabel } from "@/lib/format";
import { codeOfText } from "./answer-codes";
import { paramTexts, type ServerMessage } from "./server-message";

// The API answers in the spec's English (its contract), with each failure's code beside its text: a
// text that came with a code is shown by it (serverMessageText). The shared zod schemas give English
// messages in the browser (and through the API, without a code), and so do successful answers: in
// Urdu, such a text is looked up in the "server" catalogue by its English wording, "{name}" standing
// for a variable part, and shown in Urdu; an unknown text is shown as it came. A text without variable parts is matched as a whole first; then the templates,
// the most specific (longest fixed wording) first, so "Password must be at least 8 characters" is
// not read as "{label} must be at least {min}". The English wordings reach the browser with the Urdu
// messages (app/layout.tsx), not in the scripts: in English nothing here needs them.

/** The English "server" catalogue: what the API's texts are matched against. */
export type English = typeof englishServer;
type ServerKey = { [K in keyof English]: English[K] extends string ? K : never }[keyof English];
type LabelKey = keyof English["fieldLabels"];
type KindKey = keyof English["valueKinds"];

interface Matcher {
  key: ServerKey;
  pattern: RegExp;
  names: string[];
  fixedLength: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PLACEHOLDER = /(\{\w+\})/;

interface Matchers {
  exact: Map<string, ServerKey>;
  templates: Matcher[];
  labels: Map<string, LabelKey>;
  kinds: Map<string, KindKey>;
}

const built = new WeakMap<English, Matchers>();
function matchersOf(english: English): Matchers {
  let matchers = built.get(english);
  if (!matchers) {
    const exact = new Map<string, ServerKey>();
    const templates: Matcher[] = [];
    for (const [key, template] of Object.entries(english) as [ServerKey, unknown][]) {
      if (typeof template !== "string") continue;
      const parts = template.split(PLACEHOLDER);
      if (parts.length === 1) {
        if (!exact.has(template)) exact.set(template, key);
        continue;
      }
      const names: string[] = [];
      let fixedLength = 0;
      const source = parts
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) {
            fixedLength += part.length;
            return escape(part);
          }
          names.push(name);
          return "(.+?)";
        })
        .join("");
      templates.push({ key, pattern: new RegExp(`^${source}$`), names, fixedLength });
    }
    templates.sort((a, b) => b.fixedLength - a.fixedLength);
    const labels = new Map((Object.entries(english.fieldLabels) as [LabelKey, string][]).map(([key, text]) => [text, key]));
    const kinds = new Map((Object.entries(english.valueKinds) as [KindKey, string][]).map(([key, text]) => [text, key]));
    matchers = { exact, templates, labels, kinds };
    built.set(english, matchers);
  }
  return matchers;
}

/** The catalogue key of an English server text and its variable parts, or null. */
export function matchServerText(text: string, english: English): { key: ServerKey; values: Record<string, string> } | null {
  const { exact, templates } = matchersOf(english);
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}

/** The catalogue key (under `fieldLabels`) of a field's English name, as the "{label}" of a message holds it. */
export function fieldLabelKey(label: string, english: English): LabelKey | undefined {
  return matchersOf(english).labels.get(label);
}

type Translate = (key: string, values?: Record<string, string>) => string;

const ENGLISH_MONTHS = Array.from({ length: 12 }, (_, index) => monthName(index + 1));

// A variable part is written the Urdu way when it is a field's name, a kind of value, a day, an amount ("PKR 5,000") or a
// month ("April 2026"); anything else (a name, a room number, a receipt number, a date) is data, kept
// as it is and isolated, so that a left-to-right value keeps its order inside the Urdu sentence.
function localizeValue(name: string, value: string, translate: Translate, english: English): string {
  if (name === "label") {
    const key = fieldLabelKey(value, english);
    if (key) return translate(`fieldLabels.${key}`);
  }
  if (name === "mode") return paymentModeLabel(value, "ur");
  const kind = name === "expected" || name === "received" ? matchersOf(english).kinds.get(value) : undefined;
  if (kind) return translate(`valueKinds.${kind}`);
  // A calendar day the services wrote as YYYY-MM-DD is shown as the panel shows days.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return ltr(formatDate(value));
  const amount = /^PKR (-?[\d,]+)$/.exec(value);
  if (amount) return formatPKR(Number(amount[1]!.replace(/,/g, "")), "ur");
  const month = /^([A-Z][a-z]+) (\d{4})$/.exec(value);
  const monthNumber = month ? ENGLISH_MONTHS.indexOf(month[1]!) + 1 : 0;
  if (month && monthNumber) return formatYearMonth(`${month[2]}-${String(monthNumber).padStart(2, "0")}`, "ur");
  return `\u2068${value}\u2069`;
}

/** A server message in the language of `t` (the "server" namespace's translator), from its code and parts. */
export function serverMessageText({ code, params }: ServerMessage, t: Translate, language: "en" | "ur"): string {
  return t(
    code,
    paramTexts(params, language, (key) => t(`fieldLabels.${key}`)),
  );
}

/** A server or validation text in Urdu, `t` being the "server" namespace's translator; an unknown text as it came. */
export function localizeServerText(text: string, t: Translate, english: English): string {
  const found = text ? matchServerText(text, english) : null;
  if (!found) return text;
  const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, localizeValue(name, value, t, english)]));
  return t(found.key, values);
}

/** The namespace that carries the English "server" texts to the browser, beside their translation (app/layout.tsx). */
export const ENGLISH_SERVER_TEXTS = "serverEnglish";

/** A function that shows a server or validation text in the page's language. */
export function useServerText(): (text: string) => string {
  const locale = useLocale();
  const t = useTranslations("server") as unknown as Translate;
  const english = (useMessages() as Record<string, unknown>)[ENGLISH_SERVER_TEXTS] as English | undefined;
  return (text) => {
    if (locale === "en") return text;
    const said = codeOfText(text);
    if (said) return serverMessageText(said, t, "ur");
    return english ? localizeServerText(text, t, english) : text;
  };
}
