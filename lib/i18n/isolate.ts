// Each value put into an Urdu message is wrapped in a first-strong isolate (U+2068 … U+2069), as the
// Unicode bidi rules advise for inserted text: after an Urdu word, a date's digits would otherwise count
// as Arabic numbers and "25-11-2026" would show as "2026-11-25"; a name or a room number in Latin
// letters would pull the words around it out of order. Plural and select arguments are left as they are.

const SIMPLE_ARGUMENT = /\{(\w+)\}/g;
// Examples written into the texts ("05-03-2026", "0300-1234567") are isolated left to right for the same reason.
const HYPHENATED_NUMBER = /\d+(?:-\d+)+/g;

type Catalogue = { [key: string]: string | Catalogue };

export function isolatePlaceholders<T extends Catalogue>(messages: T): T {
  const walk = (value: string | Catalogue): string | Catalogue =>
    typeof value === "string"
      ? value.replace(HYPHENATED_NUMBER, "\u2066$&\u2069").replace(SIMPLE_ARGUMENT, "\u2068{$1}\u2069")
      : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  return walk(messages) as T;
}
