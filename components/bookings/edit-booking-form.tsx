"use client";

import { fieldsOf, requiredFieldsOf } from "@/lib/validations/errors";
import { useForm, useWatch } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { ComputedField } from "@/components/form/computed-field";
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/api-client";
import { showServerErrors, toastSaveError, versionOf } from "@/lib/form-submit";
import { formatPKR } from "@/lib/format";
import { dayInputValue } from "@/lib/day-input";
import { parseRupees } from "@/lib/money-input";
import { termProblems } from "@/lib/rent";
import { bookingEditFormSchema } from "@/lib/validations/bookings";
import { estimateTotal } from "./booking-figures";
import { ChargeFields, FieldGroup, NotesField, StayFields } from "./booking-fields";
import type { BookingRecord, RoomChoice } from "./types";

/** The fields marked as ones the form cannot be saved without. */
const REQUIRED = requiredFieldsOf(bookingEditFormSchema);

const FIELDS = fieldsOf(bookingEditFormSchema);

type Values = z.input<typeof bookingEditFormSchema>;

const text = (value: string | number | null) => (value === null ? "" : String(value));

/** Update Booking: the stay and terms are editable; the figures are derived; a new payment is recorded. */
export function EditBookingForm({ booking, rooms }: { booking: BookingRecord; rooms: RoomChoice[] }) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const { leaving, leave } = useLeaveAfterSave();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof bookingEditFormSchema>>({
    resolver: zodResolver(bookingEditFormSchema),
    mode: "onTouched",
    defaultValues: {
      selectedRoom: booking.selectedRoom,
      durationType: booking.durationType,
      durationValue: text(booking.durationValue),
      bookingDate: dayInputValue(booking.bookingDate),
      securityCharges: text(booking.securityCharges),
      securityPaymentMode: text(booking.securityPaymentMode),
      paymentMode: text(booking.paymentMode),
      paidMonths: text(booking.paidMonths),
      notes: text(booking.notes),
      paymentAmount: "",
    },
  });

  // The figures as the server will work them out: the total changes only with the room or the duration.
  const [selectedRoom, durationType, durationValue, paymentAmount] = useWatch({
    control,
    name: ["selectedRoom", "durationType", "durationValue", "paymentAmount"],
  });
  const room = rooms.find((candidate) => candidate._id === selectedRoom);
  const stayChanged =
    selectedRoom !== booking.selectedRoom || durationType !== booking.durationType || String(durationValue).trim() !== String(booking.durationValue);
  const total = stayChanged ? estimateTotal(room?.monthlyRent, durationType, durationValue) : booking.totalPayment;
  const remaining = total === null ? null : total - booking.totalPaid;
  const status = remaining === null ? booking.paymentStatus : remaining <= 0 ? "paid" : "pending";
  // Shown as the admin types, with the server's own words: a total below what was paid, or a payment
  // above what is left, is never sent.
  const problems: Partial<Record<(typeof FIELDS)[number], string>> =
    total === null ? {} : termProblems({ total, paid: booking.totalPaid, payment: parseRupees(String(paymentAmount ?? "")) ?? 0 });

  const onSubmit = handleSubmit(async (values) => {
    if (problems.durationValue || problems.paymentAmount) return;
    try {
      await api(`/bookings/update-booking/${booking._id}`, { method: "PUT", body: { ...values, ...versionOf(booking) } });
      toast.success(t("form.updated"));
      leave("/bookings");
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
      toastSaveError(error, t("form.updateFailed"));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message ?? problems[name], required: REQUIRED.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-8 rounded-lg border bg-card p-4 sm:p-6">
      <FieldGroup legend={t("form.customerAndRoom")}>
        <ComputedField label={t("form.customer")} value={booking.studentName} className="sm:col-span-2" />
        <StayFields field={field} rooms={rooms} currentRoomId={booking.selectedRoom ?? undefined} />
        <ComputedField label={t("form.monthlyRent")} value={formatPKR(room?.monthlyRent ?? booking.room.monthlyRent, locale)} />
      </FieldGroup>
      <FieldGroup legend={t("form.payments")}>
        <ComputedField
          label={t("form.totalPayment")}
          value={total === null ? "—" : formatPKR(total, locale)}
          description={stayChanged ? t("form.totalAgain") : t("form.totalFormula")}
          strong
        />
        <ComputedField label={t("form.totalPaid")} value={formatPKR(booking.totalPaid, locale)} />
        <ComputedField label={t("form.remainingAmount")} value={remaining === null || remaining < 0 ? "—" : formatPKR(remaining, locale)} strong />
        <ComputedField label={t("form.paymentStatus")} value={t(`paymentStatuses.${status}`)} />
        <MoneyField
          label={t("form.newPayment")}
          placeholder="0"
          description={t("form.newPaymentHint")}
          className="sm:col-span-2"
          {...field("paymentAmount")}
        />
        <ChargeFields field={field} />
        <NotesField field={field} />
      </FieldGroup>
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={t("form.update")} />
      </div>
    </form>
  );
}
