"use client";

import { useState } from "react";
import type { FormShape } from "@/lib/validations/errors";
import { useForm, useWatch } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { toast } from "@/lib/browser/toast";
import type { z } from "zod";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { ComputedField } from "@/components/form/computed-field";
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api, errorMessage } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { formatPKR } from "@/lib/format";
import { dayInputValue, parseDayInput } from "@/lib/day-input";
import { parseRupees } from "@/lib/money-input";
import { termProblemTexts } from "@/lib/validations/booking-rules";
import type { bookingSchema } from "@/lib/validations/bookings";
import { backdatedCharge, estimateTotal, stayLastDay } from "./booking-figures";
import { BackdatedWarning } from "./backdated-warning";
import { ChargeFields, FieldGroup, NotesField, StayFields } from "./booking-fields";
import { CustomerPicker } from "./customer-picker";
import type { CustomersFound, RoomsOn } from "./types";
import { useRoomsOn } from "./use-rooms-on";
import type { ExtraChoice } from "@/components/stay/extras-buttons";
import { useServerText } from "@/lib/i18n/server-text";

type FieldName = keyof (typeof bookingSchema)["shape"] & string;

/** The booking schema's fields and required ones (formShape(bookingSchema)), read by the page. */
export type AddBookingShape = FormShape<FieldName>;

const checks = resolverOnDemand(() => import("@/lib/validations/bookings").then((module) => module.bookingSchema));

type Values = z.input<typeof bookingSchema>;

interface AddBookingFormProps {
  /** The newest customers, each with the open stay that holds him on `today` (or null); others are searched for. */
  customers: CustomersFound;
  /** The rooms with their beds counted today (the booking date's default): counted again for another date. */
  rooms: RoomsOn;
  /** Today on the hostel's clock, YYYY-MM-DD: the booking date's default. */
  today: string;
  /** A room to start with; ignored unless it is one of `rooms` with a bed left. */
  roomId?: string;
  /** The active monthly extras (mess, laundry...) the stay may take from its check-in date. */
  extras?: ExtraChoice[];
  shape: AddBookingShape;
}

/**
 * Add Booking: a customer, a room with a bed left, the stay, the first payments and the monthly extras it
 * takes. The booking is saved first; then each extra chosen is subscribed from the check-in date
 * (POST /api/bookings/{id}/subscriptions), and the booking opens with its extras.
 */
export function AddBookingForm({ customers, rooms: roomsToday, today, roomId, extras = [], shape }: AddBookingFormProps) {
  const t = useTranslations("bookings");
  const tx = useTranslations("extras");
  const serverText = useServerText();
  const locale = useLocale();
  const [chosenExtras, setChosenExtras] = useState<string[]>([]);
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  // The fields marked as ones the form cannot be saved without.
  const required = new Set<string>(shape.required);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, z.output<typeof bookingSchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: {
      studentId: "",
      selectedRoom: roomId && roomsToday.rooms.some((room) => room._id === roomId && room.freeOn > 0) ? roomId : "",
      durationType: "months",
      durationValue: "1",
      bookingDate: dayInputValue(today),
      advancedPayment: "",
      securityCharges: "",
      securityPaymentMode: "",
      paymentMode: "",
      paidMonths: "",
      notes: "",
    },
  });
  const [studentId, selectedRoom, durationType, durationValue, advancedPayment, bookingDate] = useWatch({
    control,
    name: ["studentId", "selectedRoom", "durationType", "durationValue", "advancedPayment", "bookingDate"],
  });
  // The beds are counted on the booking date (today until a valid one is typed).
  const checkIn = parseDayInput(String(bookingDate ?? ""));
  const { day, rooms } = useRoomsOn(checkIn ?? today, roomsToday);
  const stay = { day, today, lastDay: stayLastDay(day, durationType, durationValue) };
  const room = rooms.find((candidate) => candidate._id === selectedRoom);
  // A check-in far in the past charges every month since, as soon as it is saved: said before saving.
  const backdated = backdatedCharge(checkIn, today, durationType, room?.monthlyRent);
  const total = estimateTotal(room?.monthlyRent, durationType, durationValue);
  // Shown as the admin types, with the server's own words: an advance above the total is never sent.
  const problems = total === null ? {} : termProblemTexts({ total, advance: parseRupees(String(advancedPayment ?? "")) ?? 0 });

  const onSubmit = handleSubmit(async (values) => {
    if (problems.advancedPayment) return;
    try {
      const { data: booking } = await api<{ data: { _id: string; bookingDate: string } }>("/bookings/add-booking", {
        method: "POST",
        body: values,
        idempotencyKey,
      });
      toast.success(t("form.added"));
      if (chosenExtras.length === 0) return leave("/bookings");
      // The booking exists whatever happens to an extra: one that fails is said, and the booking opens.
      for (const typeId of chosenExtras) {
        try {
          await api(`/bookings/${booking._id}/subscriptions`, {
            method: "POST",
            body: { typeId, from: booking.bookingDate },
            idempotencyKey: `${idempotencyKey}-${typeId}`,
          });
        } catch (error) {
          const name = extras.find((extra) => extra._id === typeId)?.name ?? "";
          toast.error(tx("booking.failed", { name, error: serverText(errorMessage(error, tx("subscribe.failed"))) }), { duration: 15_000 });
        }
      }
      leave(`/bookings/view-booking/${booking._id}`);
    } catch (error) {
      showServerErrors(error, setError, shape.fields);
      toastSaveError(error, t("form.addFailed"));
    }
  });

  const field = (name: FieldName) => ({
    ...register(name),
    error: errors[name]?.message ?? (name === "advancedPayment" ? problems.advancedPayment : undefined),
    required: required.has(name),
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-8 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={isDirty && !isSubmitting && !leaving} />
      <FieldGroup legend={t("form.customerAndRoom")}>
        <CustomerPicker
          field={field("studentId")}
          selected={String(studentId ?? "")}
          first={customers}
          day={checkIn ?? today}
          today={today}
        />
        <StayFields field={field} rooms={rooms} stay={stay} selectedRoom={String(selectedRoom ?? "")} />
        <ComputedField
          label={t("form.totalPayment")}
          value={total === null ? "—" : formatPKR(total, locale)}
          description={t("form.totalHint")}
          strong
        />
      </FieldGroup>
      <FieldGroup legend={t("form.payments")}>
        <MoneyField label={t("form.advancedPayment")} {...field("advancedPayment")} />
        <ChargeFields field={field} />
        <NotesField field={field} />
      </FieldGroup>
      {extras.length ? (
        <FieldGroup legend={tx("booking.legend")}>
          <CheckboxGroupField
            label={tx("booking.label")}
            name="extras"
            options={extras.map((extra) => ({
              value: extra._id,
              label: tx("booking.option", { name: extra.name, amount: formatPKR(extra.amount, locale) }),
            }))}
            value={chosenExtras}
            onChange={setChosenExtras}
            description={tx("booking.hint")}
            className="sm:col-span-2"
          />
        </FieldGroup>
      ) : null}
      {backdated && checkIn ? <BackdatedWarning checkIn={checkIn} charge={backdated} /> : null}
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={t("form.add")} />
      </div>
    </form>
  );
}
