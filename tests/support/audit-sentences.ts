import { eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { auditSentence, type AuditTranslate } from "@/components/audit/audit-sentence";
import { getDb } from "@/lib/server/db";
import { compiled } from "@/lib/server/i18n/compiled";
import { isolatePlaceholders } from "@/lib/i18n/isolate";
import type { Locale } from "@/lib/i18n/locales";
import { auditEntries } from "@/models/ledger";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";

const translators = new Map<Locale, AuditTranslate>();
/** The "audit" namespace as lib/server/i18n/request.ts hands it to next-intl; a missing value fails the test. */
function translator(locale: Locale): AuditTranslate {
  let t = translators.get(locale);
  if (!t) {
    const messages = locale === "en" ? compiled(en) : compiled(isolatePlaceholders(ur));
    const onError = (error: Error) => {
      throw error;
    };
    t = createTranslator({ locale, messages, namespace: "audit", onError }) as unknown as AuditTranslate;
    translators.set(locale, t);
  }
  return t;
}

/**
 * The sentence the audit screen shows for a stored entry in each language, worded from its stored
 * fields with its summary left out (the Urdu one without its isolation marks).
 */
export async function auditSentencesOf(entryId: string): Promise<{ en: string | null; ur: string | null; params: unknown }> {
  const db = await getDb();
  const [row] = await db.select().from(auditEntries).where(eq(auditEntries.id, entryId));
  if (!row) throw new Error(`no audit entry ${entryId}`);
  const entry = { action: row.action, entity: row.entity, label: row.entityLabel, summary: "", params: row.params };
  const urdu = auditSentence(entry, translator("ur"), "ur");
  return { en: auditSentence(entry, translator("en"), "en"), ur: urdu && urdu.replace(/[\u2066-\u2069]/g, ""), params: row.params };
}
