// The words of a maintenance job's stored values (type, status, payment method), from the "maintenance"
// catalogue: the values stay the spec's English in the database and the API.
import { orDash } from "@/lib/format";
import type { MAINTENANCE_PAYMENT_METHODS, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from "@/models/enums";

const TYPE_KEYS = {
  Plumbing: "types.Plumbing",
  Electrical: "types.Electrical",
  Cleaning: "types.Cleaning",
  Furniture: "types.Furniture",
  Gardening: "types.Gardening",
  Painting: "types.Painting",
  Geyser: "types.Geyser",
  Fridge: "types.Fridge",
  Other: "types.Other",
} as const satisfies Record<(typeof MAINTENANCE_TYPES)[number], string>;

const STATUS_KEYS = {
  Pending: "statuses.Pending",
  "In Progress": "statuses.InProgress",
  Completed: "statuses.Completed",
  Cancelled: "statuses.Cancelled",
} as const satisfies Record<(typeof MAINTENANCE_STATUSES)[number], string>;

const PAYMENT_METHOD_KEYS = {
  Cash: "paymentMethods.Cash",
  "Bank Transfer": "paymentMethods.BankTransfer",
  JazzCash: "paymentMethods.JazzCash",
  Easypaisa: "paymentMethods.Easypaisa",
  Other: "paymentMethods.Other",
} as const satisfies Record<(typeof MAINTENANCE_PAYMENT_METHODS)[number], string>;

type LabelKey =
  | (typeof TYPE_KEYS)[keyof typeof TYPE_KEYS]
  | (typeof STATUS_KEYS)[keyof typeof STATUS_KEYS]
  | (typeof PAYMENT_METHOD_KEYS)[keyof typeof PAYMENT_METHOD_KEYS];

/** The "maintenance" namespace's translator (useTranslations / getTranslations), as these labels use it. */
type Translate = (key: LabelKey) => string;

const labelOf =
  (keys: Record<string, LabelKey>) =>
  (t: Translate, value: string | null | undefined): string => {
    const key = value ? keys[value] : undefined;
    return key ? t(key) : orDash(value);
  };

/** 'In Progress' → 'In Progress' / 'جاری'; an unknown value as it is, an empty one "—". */
export const maintenanceStatusLabel = labelOf(STATUS_KEYS);
export const maintenanceTypeLabel = labelOf(TYPE_KEYS);
export const maintenancePaymentMethodLabel = labelOf(PAYMENT_METHOD_KEYS);
