"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { MessageCircle } from "lucide-react";
import { toast } from "@/lib/browser/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/browser/api-client";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { useServerText } from "@/lib/i18n/server-text";
import { LanguageChoice, ReminderEditor } from "./reminder-editor";
import { loadDrafts, sendReminder, type ReminderDraft } from "./send-reminder";

interface RemindDialogProps {
  bookingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Remind" dialog (loaded when first opened): the server's message for today, editable, then "Open WhatsApp". */
export function RemindDialog({ bookingId, open, onOpenChange }: RemindDialogProps) {
  const t = useTranslations("dues.remind");
  const router = useRouter();
  const serverText = useServerText();
  const panel = useLocale();
  const [language, setLanguage] = useState<Locale>(isLocale(panel) ? panel : "en");
  const [loaded, setLoaded] = useState<{ key: string; draft: ReminderDraft | null; error: string | null } | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const key = `${bookingId}:${language}:${open}`;

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadDrafts(language, bookingId).then(
      ([draft]) => {
        if (!current) return;
        setLoaded({ key, draft: draft ?? null, error: null });
        setText(draft?.text ?? "");
      },
      (error: unknown) => current && setLoaded({ key, draft: null, error: errorMessage(error, t("failed")) }),
    );
    return () => {
      current = false;
    };
  }, [bookingId, language, open, key, t]);

  const ready = loaded?.key === key ? loaded : null;

  async function send() {
    setBusy(true);
    try {
      await sendReminder(bookingId, language, text);
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("title", { name: ready?.draft?.studentName ?? "" })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <LanguageChoice value={language} onChange={setLanguage} disabled={busy} />
        {!ready ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label={t("loading")} />
            <span aria-hidden="true">{t("loading")}</span>
          </p>
        ) : ready.draft ? (
          <ReminderEditor draft={ready.draft} text={text} onText={setText} language={language} disabled={busy} />
        ) : (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {serverText(ready.error ?? "")}
          </p>
        )}
        <DialogFooter>
          <Button
            type="button"
            onClick={send}
            disabled={busy || !ready?.draft || ready.draft.problem !== null || text.trim() === ""}
            aria-busy={busy}
          >
            <MessageCircle aria-hidden="true" />
            {t("open")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
