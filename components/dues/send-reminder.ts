import { api } from "@/lib/browser/api-client";
import { rememberCode } from "@/lib/i18n/answer-codes";
import type { Locale } from "@/lib/i18n/locales";
import type { ReminderDraft } from "@/lib/server/services/reminders";

export type { ReminderDraft };

/** The reminders of one stay (`bookingId`) or of every overdue stay, in `language`. */
export async function loadDrafts(language: Locale, bookingId?: string): Promise<ReminderDraft[]> {
  const query = new URLSearchParams({ language, ...(bookingId ? { bookingId } : {}) });
  const { reminders } = await api<{ reminders: ReminderDraft[] }>(`/dues/reminders?${query.toString()}`);
  // A draft's problem is shown in the page's language by its code.
  for (const draft of reminders) rememberCode(draft.problem ?? undefined, draft.problemCode ?? undefined);
  return reminders;
}

/**
 * Sends `text` as the stay's reminder: a tab is opened at once (during the click, so no popup blocker
 * stops it), the reminder is logged, and the tab goes to the wa.me link with the text typed in; on a
 * refusal the tab is closed and the error thrown. Call it from the click itself.
 */
export async function sendReminder(bookingId: string, language: Locale, text: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const answer = await api<{ url: string; text: string }>(`/bookings/${bookingId}/reminders`, {
      method: "POST",
      body: { language, text },
    });
    // The link carries the text as sent; a server that logged its own wording still opens the edited one.
    const link = new URL(answer.url);
    const url = answer.text === text ? answer.url : `${link.origin}${link.pathname}?text=${encodeURIComponent(text)}`;
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, "_blank", "noopener");
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
