import { useTranslations } from "next-intl";
import { MessageCircle } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { ReceiptBackButton, ReceiptPrintButton } from "./receipt-controls";

/**
 * The receipt with its buttons: Print (A5, or an 80 mm thermal roll as chosen, by receipt.css) and
 * Share on WhatsApp. Rendered on the server: the paper's choice is a plain select that receipt.css
 * reads (`:has(option:checked)`), which also narrows the receipt on screen as a preview; only Back
 * and Print run in the browser.
 */
export function ReceiptSheet({ shareHref, children }: { shareHref: string | null; children: React.ReactNode }) {
  const t = useTranslations("receipts.sheet");
  return (
    <div className="receipt-sheet grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2 print:hidden">
        <ReceiptBackButton />
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs font-medium text-muted-foreground">
            {t("paper")}
            <select
              defaultValue="a5"
              autoComplete="off"
              className="receipt-paper-choice h-10 rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <option value="a5">{t("a5")}</option>
              <option value="thermal">{t("thermal")}</option>
            </select>
          </label>
          <ReceiptPrintButton />
          {shareHref ? (
            <a href={shareHref} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
              <MessageCircle aria-hidden="true" />
              {t("share")}
            </a>
          ) : null}
        </div>
      </div>
      <div className="receipt-paper">{children}</div>
    </div>
  );
}
