import type { Option } from "@/components/form/select-field";
import { paymentModeLabel } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { PAYMENT_MODES } from "@/models/enums";

type PaymentMode = (typeof PAYMENT_MODES)[number];

const LABELS: Record<PaymentMode, string> = { cash: "Cash", bank_transfer: "Bank transfer", jazzcash: "JazzCash", easypaisa: "Easypaisa" };

/** A payment's mode as the Record payment dialog offers it and receipts print it; in Urdu, as lib/format names it. */
export const paymentModeName = (mode: string, locale?: Locale) =>
  locale === "ur" ? paymentModeLabel(mode, locale) : (LABELS[mode as PaymentMode] ?? mode);

/** The modes of a payment, for the Record payment dialog's select. */
export const paymentModeOptions = (locale?: Locale): Option[] =>
  PAYMENT_MODES.map((value) => ({ value, label: paymentModeName(value, locale) }));
