"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { MessageCircle, SkipForward } from "lucide-react";
import { toast } from "@/lib/browser/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/browser/api-client";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { useServerText } from "@/lib/i18n/server-text";
import { LanguageChoice, ReminderEditor } from "./reminder-editor";
import { loadDrafts, sendReminder, type ReminderDraft } from "./send-reminder";

interface RemindQueueProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Queue {
  language: Locale;
  drafts: ReminderDraft[];
  error: string | null;
}

/**
 * "Remind all overdue" (loaded when first opened): every overdue resident's message in turn, "3 of 12",
 * each editable; "Open WhatsApp" sends it (as Remind does) and goes on to the next, "Skip" goes on without.
 */
export function RemindQueue({ open, onOpenChange }: RemindQueueProps) {
  const t = useTranslations("dues.remind");
  const router = useRouter();
  const serverText = useServerText();
  const panel = useLocale();
  const [language, setLanguage] = useState<Locale>(isLocale(panel) ? panel : "en");
  const [queue, setQueue] = useState<Queue | null>(null);
  const [index, setIndex] = useState(0);
  const [opened, setOpened] = useState(0);
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadDrafts(language).then(
      (drafts) => current && setQueue({ language, drafts, error: null }),
      (error: unknown) => current && setQueue({ language, drafts: [], error: errorMessage(error, t("failed")) }),
    );
    return () => {
      current = false;
    };
  }, [language, open, t]);

  function chooseLanguage(next: Locale) {
    // The texts are the new language's: edits made in the other one are dropped.
    setLanguage(next);
    setQueue(null);
    setEdited({});
  }

  function close(next: boolean) {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      if (opened > 0) router.refresh();
      setQueue(null);
      setIndex(0);
      setOpened(0);
      setEdited({});
    }
  }

  const ready = queue?.language === language ? queue : null;
  const total = ready?.drafts.length ?? 0;
  const draft = ready && index < total ? ready.drafts[index]! : null;
  const text = draft ? (edited[draft.bookingId] ?? draft.text) : "";

  async function openWhatsApp() {
    if (!draft) return;
    setBusy(true);
    try {
      await sendReminder(draft.bookingId, language, text);
      setOpened((count) => count + 1);
      setIndex((at) => at + 1);
    } catch (error) {
      toast.error(errorMessage(error, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("allTitle")}</DialogTitle>
          <DialogDescription>{t("allDescription")}</DialogDescription>
        </DialogHeader>
        <LanguageChoice value={language} onChange={chooseLanguage} disabled={busy} />
        {!ready ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label={t("loading")} />
            <span aria-hidden="true">{t("loading")}</span>
          </p>
        ) : ready.error ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {serverText(ready.error)}
          </p>
        ) : total === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noneOverdue")}</p>
        ) : draft ? (
          <>
            <p className="text-sm font-medium text-muted-foreground tabular-nums" aria-live="polite" data-testid="remind-progress">
              {t("progress", { current: index + 1, total })}
            </p>
            <ReminderEditor
              key={draft.bookingId}
              draft={draft}
              text={text}
              onText={(next) => setEdited((all) => ({ ...all, [draft.bookingId]: next }))}
              language={language}
              disabled={busy}
            />
          </>
        ) : (
          <p className="text-sm font-medium" role="status">
            {t("done", { opened, total })}
          </p>
        )}
        {draft ? (
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setIndex((at) => at + 1)} disabled={busy}>
              <SkipForward className="rtl:-scale-x-100" aria-hidden="true" />
              {t("skip")}
            </Button>
            <Button type="button" onClick={openWhatsApp} disabled={busy || draft.problem !== null || text.trim() === ""} aria-busy={busy}>
              <MessageCircle aria-hidden="true" />
              {t("openAndNext")}
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
