import { z } from "zod";
import { PAYMENT_MODES } from "@/models/enums";
import { listQuerySchema } from "./list";
import { optionalChoice, optionalDate } from "./fields";
import { sayEnglish } from "./message";

// The payments list's query (GET /api/payments, its export and the /payments screen): every receipt
// of a range of days, by mode and by the administrator who recorded it.

/** Receipts a page of the list shows. */
export const PAYMENT_LIST_PAGE_SIZE = 20;

export const paymentListQuerySchema = listQuerySchema
  .extend({
    /** The first and last day, both included (hostel days); missing: this month on the hostel's clock. */
    from: optionalDate("fromDate"),
    to: optionalDate("toDate"),
    mode: optionalChoice(PAYMENT_MODES, "modeChoice"),
    /** The administrator who recorded the payments. */
    recordedBy: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.uuid(sayEnglish("auditChooseAdministrator")).optional(),
    ),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { message: sayEnglish("auditFromAfterTo"), path: ["to"] });

export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
