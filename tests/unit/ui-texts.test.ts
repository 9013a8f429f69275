import { createTranslator } from "use-intl/core";
import { compiled } from "@/lib/server/i18n/compiled";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { setToastText, sonnerReady, toast, toastLabels } from "@/lib/browser/toast";

// The shared screens' texts (common, shell, auth, profile): the English ones are the spec's, byte for
// byte, and every text of both languages is a message next-intl can format.

type Tree = { [key: string]: string | Tree };
const NAMESPACES = ["common", "shell", "auth", "profile"] as const;

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const translator = (locale: "en" | "ur", namespace: (typeof NAMESPACES)[number]) =>
  createTranslator({
    locale,
    messages: compiled(locale === "en" ? en : ur),
    namespace,
    onError: (error) => {
      throw error;
    },
  }) as unknown as {
    (key: string, values?: Record<string, string>): string;
    rich: (key: string, values?: Record<string, unknown>) => unknown;
  };

const asText = (node: unknown): string => (Array.isArray(node) ? node.map(asText).join("") : String(node));
const tags = { bdi: (chunks: unknown[]) => chunks.map(asText).join(""), ltr: (chunks: unknown[]) => chunks.map(asText).join("") };
const sample = {
  name: "Ali Raza",
  room: "Room 12",
  month: "April 2026",
  title: "Fix the fan",
  noun: "room",
  error: "Oops",
  page: "1",
  pages: "3",
  question: "Q",
  username: "sara",
  count: "2",
  role: "Manager",
  email: "sara@example.pk",
};

describe("shared screens' texts", () => {
  test.each(["en", "ur"] as const)("every %s text formats", (locale) => {
    for (const namespace of NAMESPACES) {
      const t = translator(locale, namespace);
      for (const key of keysOf((locale === "en" ? en : ur)[namespace] as Tree)) {
        expect(asText(t.rich(key, { ...sample, ...tags }))).not.toBe("");
      }
    }
  });

  test("Urdu texts are in Urdu script, apart from codes and examples", () => {
    const allowedLatin = /\b(CSV|you@example\.com)\b/g;
    for (const namespace of NAMESPACES) {
      const t = translator("ur", namespace);
      for (const key of keysOf(ur[namespace] as Tree)) {
        const text = asText(
          t.rich(key, {
            ...sample,
            name: "",
            room: "",
            month: "",
            title: "",
            noun: "",
            error: "",
            question: "",
            username: "",
            email: "",
            role: "",
            ...tags,
          }),
        );
        expect([key, text.replace(allowedLatin, "").match(/[A-Za-z]+/g)]).toEqual([key, null]);
      }
    }
  });

  test("the delete confirmations and toasts keep the spec's English", () => {
    const t = translator("en", "common");
    const question = (area: string, values: Record<string, string>) => asText(t.rich(`deletion.${area}.question`, { ...values, ...tags }));
    expect(question("customer", { name: "Ali Raza" })).toBe("Delete customer Ali Raza?");
    expect(question("room", { room: "Room 12" })).toBe("Delete Room 12?");
    expect(question("booking", { name: "Ali Raza", room: "Room 12" })).toBe("Delete booking of Ali Raza, Room 12?");
    expect(question("staff", { name: "Sara" })).toBe("Delete staff member Sara?");
    expect(question("worker", { name: "Bilal" })).toBe("Delete worker Bilal?");
    expect(question("salary", { name: "Bilal", month: "April 2026" })).toBe("Delete the salary of Bilal for April 2026?");
    expect(question("maintenance", { title: "Fix the fan" })).toBe('Delete maintenance job "Fix the fan"?');
    expect(question("history", { month: "April 2026" })).toBe("Delete the history of April 2026?");
    expect(t("deletion.staff.failure")).toBe("Failed to delete the Staff. Please try again.");
    expect(t("pagination.pageOf", { page: "2", pages: "12" })).toBe("Page 2 of 12");
    expect(t("record.failed", { noun: t("record.nouns.customer"), error: "Something went wrong" })).toBe(
      "Failed to load customer data: Something went wrong",
    );
    expect(translator("en", "auth")("forgot.description")).toBe(
      "Enter your account's email and we will send you a link to choose a new password.",
    );
    expect(translator("en", "profile")("addAdmin.added", { username: "sara" })).toBe("Administrator sara added");
  });

  test("toasts show their message through the registered translation, with translated button labels", () => {
    const shown: string[] = [];
    const fake = {
      toast: {
        success: (text: string) => shown.push(`success:${text}`),
        error: (text: string) => shown.push(`error:${text}`),
        warning: (text: string) => shown.push(`warning:${text}`),
        dismiss: (id: number) => shown.push(`dismiss:${id}`),
      },
    };
    sonnerReady(fake as unknown as Parameters<typeof sonnerReady>[0]);
    toast.success("Saved");
    expect(toastLabels().reload).toBe("Reload");
    const stop = setToastText((text) => `[${text}]`, { reload: "دوبارہ لوڈ کریں" });
    toast.error("Nope");
    toast.warning("Careful");
    expect(toastLabels().reload).toBe("دوبارہ لوڈ کریں");
    stop();
    toast.success("Back");
    // A success takes away the error shown before it (the fake's id of "error:[Nope]" is 2).
    expect(shown).toEqual(["success:Saved", "error:[Nope]", "warning:[Careful]", "dismiss:2", "success:Back"]);
    expect(toastLabels().reload).toBe("Reload");
  });
});
