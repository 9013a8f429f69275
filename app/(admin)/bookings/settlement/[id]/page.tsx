import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { hostelNow } from "@/components/bookings/booking-figures";
import { PrintButton } from "@/components/bookings/print-button";
import { SettlementSlip } from "@/components/stay/settlement-slip";
import { buttonVariants } from "@/components/ui/button";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { getBooking } from "@/lib/services/bookings";
import { loadForPage } from "@/lib/services/records";
import { stayLedger } from "@/lib/services/stays";
import { getStudent } from "@/lib/services/students";

export const metadata: Metadata = { title: "Settlement" };

export default async function SettlementPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(async () => {
    const booking = await getBooking(id);
    const customer = booking.studentId ? await getStudent(booking.studentId).catch(() => null) : null;
    const { settlement } = await stayLedger(id);
    return { booking, fatherName: customer?.fatherName ?? null, settlement: booking.status === "checked_out" ? settlement : null };
  });
  return (
    <RecordState loaded={loaded} noun="booking">
      {({ booking, fatherName, settlement }) => (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
            <Link href={`/bookings/view-booking/${booking._id}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <ArrowLeft aria-hidden="true" />
              Back to booking
            </Link>
            {settlement ? <PrintButton label="Print settlement" /> : null}
          </div>
          {settlement ? (
            <SettlementSlip
              hostelName={config.hostelName}
              booking={booking}
              fatherName={fatherName}
              settlement={settlement}
              printedOn={hostelNow(config.timeZone)}
              timeZone={config.timeZone}
            />
          ) : (
            <p className="rounded-lg border bg-card p-6 text-muted-foreground">This stay has not been checked out yet: there is no settlement to show.</p>
          )}
        </div>
      )}
    </RecordState>
  );
}
