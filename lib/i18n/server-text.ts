import { useLocale, useTranslations } from "next-intl";
import { server as englishServerTexts } from "@/messages/en/server";
import { formatPKR } from "@/lib/format";

// The API answers in the spec's English (its contract), and the shared zod schemas give English
// messages in the browser too. In Urdu, such a text is looked up in the "server" catalogue by its
// English wording, "{name}" standing for a variable part, and shown in Urdu; an unknown text is
// shown as it came.

type ServerKey = keyof typeof englishServerTexts;

interface Matcher {
  key: ServerKey;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let matchers: Matcher[] | undefined;
function allMatchers(): Matcher[] {
  matchers ??= (Object.entries(englishServerTexts) as [ServerKey, string][]).map(([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return "(.+?)";
      })
      .join("");
    return { key, pattern: new RegExp(`^${source}$`), names };
  });
  return matchers;
}

/** The catalogue key of an English server text and its variable parts, or null. */
export function matchServerText(text: string): { key: ServerKey; values: Record<string, string> } | null {
  for (const { key, pattern, names } of allMatchers()) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}

// An amount inside a message ("PKR 5,000") is written the Urdu way too.
const localizeValue = (value: string) => {
  const amount = /^PKR (-?[\d,]+)$/.exec(value);
  return amount ? formatPKR(Number(amount[1]!.replace(/,/g, "")), "ur") : value;
};

/** A function that shows a server or validation text in the page's language. */
export function useServerText(): (text: string) => string {
  const locale = useLocale();
  const t = useTranslations("server");
  return (text) => {
    if (locale === "en" || !text) return text;
    const found = matchServerText(text);
    if (!found) return text;
    const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, localizeValue(value)]));
    return (t as (key: string, values?: Record<string, string>) => string)(found.key, values);
  };
}
