import { listPayments, type PaymentListRow } from "@/lib/server/services/payment-list";
import { paymentListQuerySchema } from "@/lib/validations/payment-list";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/payments?from=&to=&mode=&recordedBy=&searchTerm=: every receipt the payments screen
// lists for its filters (all pages) as CSV; a voided one says so and why.
export const GET = exportRoute<PaymentListRow, typeof paymentListQuerySchema>({
  name: "payments",
  query: paymentListQuerySchema,
  loadPage: async (query, page) => {
    const loaded = await listPayments({ ...query, page }, 500);
    return { rows: loaded.payments, totalPages: loaded.totalPages };
  },
  columns: (words) => [
    { header: "Date", value: (row) => csvDate(row.paidOn) },
    { header: "Receipt No", value: (row) => row.receiptNo },
    { header: "Resident", value: (row) => row.studentName },
    { header: "Room", value: (row) => row.roomNumber },
    { header: "Amount", value: (row) => row.amount },
    { header: "Mode", value: (row) => words.paymentMode(row.mode) },
    { header: "Reference", value: (row) => row.reference },
    { header: "Recorded By", value: (row) => row.recordedBy?.username },
    { header: "Voided", value: (row) => words.yesNo(row.voided) },
    { header: "Void Reason", value: (row) => row.voidReason },
  ],
});
