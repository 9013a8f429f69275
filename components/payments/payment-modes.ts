import type { Option } from "@/components/form/select-field";
import type { PAYMENT_MODES } from "@/models/enums";

type PaymentMode = (typeof PAYMENT_MODES)[number];

const LABELS: Record<PaymentMode, string> = { cash: "Cash", bank_transfer: "Bank transfer", jazzcash: "JazzCash", easypaisa: "Easypaisa" };

/** The modes of a payment as the Record payment dialog offers them and receipts print them. */
export const PAYMENT_MODE_OPTIONS: Option[] = Object.entries(LABELS).map(([value, label]) => ({ value, label }));

export const paymentModeName = (mode: string) => LABELS[mode as PaymentMode] ?? mode;
