import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { hostelNow } from "@/lib/format-time";
import { PrintButton } from "@/components/bookings/print-button";
import { rulesOfSettlement } from "@/components/stay/house-rules";
import { SettlementSlip } from "@/components/stay/settlement-slip";
import { buttonVariants } from "@/components/ui/button";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/server/auth/session";
import { config } from "@/lib/server/config";
import { getBooking } from "@/lib/server/services/bookings";
import { loadForPage } from "@/lib/server/services/records";
import { getSettings, printedHostel } from "@/lib/server/services/settings";
import { stayLedger } from "@/lib/server/services/stays";
import { getStudent } from "@/lib/server/services/students";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("stay");
  return { title: t("settlement.title") };
}

export default async function SettlementPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("stay"), getLocale()]);
  const { id } = await params;
  const loaded = await loadForPage(async () => {
    const booking = await getBooking(id);
    const customer = booking.studentId ? await getStudent(booking.studentId).catch(() => null) : null;
    const [{ settlement, charges }, hostel, { houseRules }] = await Promise.all([stayLedger(id), printedHostel(), getSettings()]);
    return {
      booking,
      hostel,
      fatherName: customer?.fatherName ?? null,
      settlement: booking.status === "checked_out" ? settlement : null,
      // The rules as the check-out applied them: today's settings, with the notice and amounts it charged.
      rules: settlement ? rulesOfSettlement(houseRules, settlement, charges) : houseRules,
    };
  });
  return (
    <RecordState loaded={loaded} noun="booking">
      {({ booking, hostel, fatherName, settlement, rules }) => (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
            <Link href={`/bookings/view-booking/${booking._id}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
              {t("settlement.back")}
            </Link>
            {settlement ? <PrintButton label={t("settlement.print")} /> : null}
          </div>
          {settlement ? (
            <SettlementSlip
              hostel={hostel}
              booking={booking}
              fatherName={fatherName}
              settlement={settlement}
              rules={rules}
              printedOn={hostelNow(config.timeZone, locale)}
              timeZone={config.timeZone}
            />
          ) : (
            <p className="rounded-lg border bg-card p-6 text-muted-foreground">{t("settlement.none")}</p>
          )}
        </div>
      )}
    </RecordState>
  );
}
