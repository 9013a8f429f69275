import { createTranslator } from "next-intl";
import { compiled } from "@/lib/server/i18n/compiled";
import { isolatePlaceholders } from "@/lib/i18n/isolate";
import { ur } from "@/messages/ur";

describe("Urdu messages isolate what is put into them", () => {
  test("a simple argument is wrapped in a first-strong isolate; plural arguments and plain text are not touched", () => {
    const isolated = isolatePlaceholders({
      a: "نوٹس {date} کو دیا گیا",
      b: "{count, plural, one {# بستر} other {# بستر}}",
      c: { d: "کوئی ریکارڈ نہیں" },
    });
    expect(isolated).toEqual({
      a: "نوٹس \u2068{date}\u2069 کو دیا گیا",
      b: "{count, plural, one {# بستر} other {# بستر}}",
      c: { d: "کوئی ریکارڈ نہیں" },
    });
    const t = createTranslator({ locale: "ur", messages: compiled(isolated) });
    expect(t("a", { date: "25-11-2026" })).toBe("نوٹس \u206825-11-2026\u2069 کو دیا گیا");
    expect(isolatePlaceholders({ e: "مثلاً 05-03-2026 یا 0300-1234567، 12 دن" })).toEqual({
      e: "مثلاً \u206605-03-2026\u2069 یا \u20660300-1234567\u2069، 12 دن",
    });
  });

  test("every Urdu message still parses once isolated", () => {
    const errors: string[] = [];
    const messages = isolatePlaceholders(ur);
    const t = createTranslator({
      locale: "ur",
      messages: compiled(messages),
      onError: (error) => errors.push(error.message),
    }) as unknown as { raw: (key: string) => unknown; has: (key: string) => boolean };
    const keys: string[] = [];
    const walk = (value: unknown, path: string[]) => {
      if (typeof value === "string") keys.push(path.join("."));
      else for (const [key, inner] of Object.entries(value as Record<string, unknown>)) walk(inner, [...path, key]);
    };
    walk(messages, []);
    expect(keys.length).toBeGreaterThan(500);
    // Formatting with no values reports a missing argument, not a syntax error, so only syntax errors count.
    const formatter = createTranslator({
      locale: "ur",
      messages: compiled(messages),
      onError: (error) => (error.code === "INVALID_MESSAGE" ? errors.push(`${error.message}`) : undefined),
    }) as unknown as (key: string) => string;
    for (const key of keys) formatter(key);
    expect(errors).toEqual([]);
    expect(t.has(keys[0]!)).toBe(true);
  });
});
