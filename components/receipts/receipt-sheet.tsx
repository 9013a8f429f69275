"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ArrowLeft, MessageCircle, Printer } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";

type Paper = "a5" | "thermal";

/**
 * The receipt with its buttons: Print (A5, or an 80 mm thermal roll as chosen, by receipt.css) and
 * Share on WhatsApp. The thermal choice also narrows the receipt on screen, as a preview.
 */
export function ReceiptSheet({ shareHref, children }: { shareHref: string | null; children: React.ReactNode }) {
  const router = useRouter();
  const t = useTranslations("receipts.sheet");
  const [paper, setPaper] = useState<Paper>("a5");

  function back() {
    if (window.history.length > 1) router.back();
    else router.push("/dues");
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2 print:hidden">
        <Button type="button" variant="ghost" size="sm" onClick={back}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {t("back")}
        </Button>
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs font-medium text-muted-foreground">
            {t("paper")}
            <select
              value={paper}
              onChange={(event) => setPaper(event.target.value as Paper)}
              className="h-10 rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <option value="a5">{t("a5")}</option>
              <option value="thermal">{t("thermal")}</option>
            </select>
          </label>
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t("print")}
          </Button>
          {shareHref ? (
            <a href={shareHref} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
              <MessageCircle aria-hidden="true" />
              {t("share")}
            </a>
          ) : null}
        </div>
      </div>
      <div className="receipt-paper" data-paper={paper}>
        {children}
      </div>
    </div>
  );
}
