"use client";

import type { FormShape } from "@/lib/validations/errors";
import { useForm, useWatch } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { toast } from "@/lib/browser/toast";
import type { z } from "zod";
import { ComputedField } from "@/components/form/computed-field";
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError, versionOf } from "@/lib/browser/form-submit";
import { formatPKR } from "@/lib/format";
import { dayInputValue, parseDayInput } from "@/lib/day-input";
import { parseRupees } from "@/lib/money-input";
import { termProblemTexts } from "@/lib/validations/booking-rules";
import type { bookingEditFormSchema } from "@/lib/validations/bookings";
import { backdatedCharge, estimateTotal, stayLastDay } from "./booking-figures";
import { BackdatedWarning } from "./backdated-warning";
import { ChargeFields, FieldGroup, NotesField, StayFields } from "./booking-fields";
import type { BookingRecord, RoomsOn } from "./types";
import { useRoomsOn } from "./use-rooms-on";

type FieldName = keyof (typeof bookingEditFormSchema)["shape"] & string;

/** The Update Booking schema's fields and required ones (formShape(bookingEditFormSchema)), read by the page. */
export type EditBookingShape = FormShape<FieldName>;

const checks = resolverOnDemand(() => import("@/lib/validations/bookings").then((module) => module.bookingEditFormSchema));

type Values = z.input<typeof bookingEditFormSchema>;

const text = (value: string | number | null) => (value === null ? "" : String(value));

interface EditBookingFormProps {
  booking: BookingRecord;
  /** The rooms with their beds counted on the day a new room would take effect: today, or a reservation's check-in. */
  rooms: RoomsOn;
  /** Today on the hostel's clock, YYYY-MM-DD. */
  today: string;
  shape: EditBookingShape;
}

/** Update Booking: the stay and terms are editable; the figures are derived; a new payment is recorded. */
export function EditBookingForm({ booking, rooms: roomsFirst, today, shape }: EditBookingFormProps) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const { leaving, leave } = useLeaveAfterSave();
  // The fields marked as ones the form cannot be saved without.
  const required = new Set<string>(shape.required);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, z.output<typeof bookingEditFormSchema>>({
    resolver: checks,
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
  const [selectedRoom, durationType, durationValue, paymentAmount, bookingDate] = useWatch({
    control,
    name: ["selectedRoom", "durationType", "durationValue", "paymentAmount", "bookingDate"],
  });
  // A new room takes effect today on a stay that has begun (a move), from the check-in on a reservation.
  const checkIn = parseDayInput(String(bookingDate ?? ""));
  const reserved = booking.status === "reserved";
  const { day, rooms } = useRoomsOn(reserved ? (checkIn ?? booking.bookingDate) : roomsFirst.day, roomsFirst);
  const stay = { day, today, lastDay: stayLastDay(checkIn ?? booking.bookingDate, durationType, durationValue, booking.leaveDate) };
  const room = rooms.find((candidate) => candidate._id === selectedRoom);
  // A check-in moved far into the past charges every month since: said before saving.
  const rent = reserved && room ? room.monthlyRent : booking.monthlyRent;
  const backdated = checkIn !== booking.bookingDate ? backdatedCharge(checkIn, today, durationType, rent) : null;
  const stayChanged =
    selectedRoom !== booking.selectedRoom ||
    durationType !== booking.durationType ||
    String(durationValue).trim() !== String(booking.durationValue);
  const total = stayChanged ? estimateTotal(room?.monthlyRent, durationType, durationValue) : booking.totalPayment;
  const remaining = total === null ? null : total - booking.totalPaid;
  const status = remaining === null ? booking.paymentStatus : remaining <= 0 ? "paid" : "pending";
  // Shown as the admin types, with the server's own words: a total below what was paid, or a payment
  // above what is left, is never sent.
  const problems: Partial<Record<FieldName, string>> =
    total === null ? {} : termProblemTexts({ total, paid: booking.totalPaid, payment: parseRupees(String(paymentAmount ?? "")) ?? 0 });

  const onSubmit = handleSubmit(async (values) => {
    if (problems.durationValue || problems.paymentAmount) return;
    try {
      await api(`/bookings/update-booking/${booking._id}`, { method: "PUT", body: { ...values, ...versionOf(booking) } });
      toast.success(t("form.updated"));
      leave("/bookings");
    } catch (error) {
      showServerErrors(error, setError, shape.fields);
      toastSaveError(error, t("form.updateFailed"));
    }
  });

  const field = (name: FieldName) => ({ ...register(name), error: errors[name]?.message ?? problems[name], required: required.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-8 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={isDirty && !isSubmitting && !leaving} />
      <FieldGroup legend={t("form.customerAndRoom")}>
        <ComputedField label={t("form.customer")} value={booking.studentName} className="sm:col-span-2" />
        <StayFields
          field={field}
          rooms={rooms}
          stay={stay}
          selectedRoom={String(selectedRoom ?? "")}
          current={booking.selectedRoom ? { roomId: booking.selectedRoom, rent: booking.monthlyRent } : undefined}
        />
        {/* The stay's own rent in its room; another room's rent when a move is chosen. */}
        <ComputedField
          label={t("form.monthlyRent")}
          value={formatPKR(selectedRoom === booking.selectedRoom || !room ? booking.monthlyRent : room.monthlyRent, locale)}
        />
      </FieldGroup>
      <FieldGroup legend={t("form.payments")}>
        <ComputedField
          label={t("form.totalPayment")}
          value={total === null ? "—" : formatPKR(total, locale)}
          description={stayChanged ? t("form.totalAgain") : t("form.totalFormula")}
          strong
        />
        <ComputedField label={t("form.totalPaid")} value={formatPKR(booking.totalPaid, locale)} />
        <ComputedField
          label={t("form.remainingAmount")}
          value={remaining === null || remaining < 0 ? "—" : formatPKR(remaining, locale)}
          strong
        />
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
      {backdated && checkIn ? <BackdatedWarning checkIn={checkIn} charge={backdated} /> : null}
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={t("form.update")} />
      </div>
    </form>
  );
}
