import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ReceiptSheet } from "@/components/receipts/receipt-sheet";
import { ReceiptView } from "@/components/receipts/receipt-view";
import { receiptOf, whatsAppLink } from "@/components/receipts/receipt-data";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/server/auth/session";
import { getBooking } from "@/lib/server/services/bookings";
import { loadForPage } from "@/lib/server/services/records";
import { printedHostel } from "@/lib/server/services/settings";
import { getPayment, stayLedger } from "@/lib/server/services/stays";
import { getStudent } from "@/lib/server/services/students";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("receipts");
  return { title: t("title") };
}

export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const language = { t: await getTranslations("receipts"), locale: await getLocale() };
  const loaded = await loadForPage(async () => {
    const payment = await getPayment(id);
    // A deleted booking keeps its payments and their receipts: the receipt then shows what the payment knows.
    const [booking, ledger, hostel] = await Promise.all([
      getBooking(payment.bookingId).catch(() => null),
      stayLedger(payment.bookingId, payment.paidOn).catch(() => null),
      printedHostel(),
    ]);
    const customer = booking?.studentId ? await getStudent(booking.studentId).catch(() => null) : null;
    return receiptOf({ hostel, payment, booking, customer, ledger }, language);
  });
  return (
    <RecordState loaded={loaded} noun="receipt">
      {(receipt) => (
        <ReceiptSheet shareHref={receipt.voided ? null : whatsAppLink(receipt, language)}>
          <ReceiptView receipt={receipt} />
        </ReceiptSheet>
      )}
    </RecordState>
  );
}
