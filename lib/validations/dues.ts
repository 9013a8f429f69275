import { z } from "zod";
import { LANGUAGES } from "@/models/enums";
import { MAX_LONG_TEXT, optionalChoice, optionalDate, optionalText, requiredChoice } from "./fields";
import { pageNumber, rowsPerPage, searchTerm } from "./list";
import { sayEnglish } from "./message";

// The dues list's query (GET /api/dues, its export and its screen) and the reminders sent from it.

/** `in_credit`: the stays whose balance is in the resident's favour instead of those owing. */
export const DUES_FILTERS = ["overdue", "due", "notice", "checked_out", "in_credit"] as const;

export const duesQuerySchema = z.object({
  asOf: optionalDate("asOf"),
  filter: optionalChoice(DUES_FILTERS, "duesFilterChoice"),
  searchTerm,
  page: pageNumber,
  limit: rowsPerPage,
});

export type DuesQuery = z.output<typeof duesQuerySchema>;

/** The reminder as sent: its language and, when the administrator edited it, the text itself. */
export const reminderSchema = z.object({
  language: requiredChoice("language", LANGUAGES, "reminderLanguageChoice"),
  text: optionalText("message", MAX_LONG_TEXT),
});

/** GET /api/dues/reminders: the reminders as they would be sent, for one stay or every overdue one. */
export const reminderDraftsQuerySchema = z.object({
  language: requiredChoice("language", LANGUAGES, "reminderLanguageChoice"),
  bookingId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid(sayEnglish("invalidRecordId")).optional()),
});

/** The dues screen's tabs: a filter of the list, or "all" (every stay owing). */
export const DUES_TABS = ["overdue", "due", "notice", "checked_out", "all", "in_credit"] as const;
export type DuesTab = (typeof DUES_TABS)[number];

/** The tab of `?filter=`: Overdue when missing or unknown, the morning's first question. */
export const duesTabOf = (filter: unknown): DuesTab => DUES_TABS.find((tab) => tab === filter) ?? "overdue";

/** The list's filter for a tab. */
export const filterOfTab = (tab: DuesTab) => (tab === "all" ? undefined : tab);
