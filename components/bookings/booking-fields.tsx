"use client";

import { DateField } from "@/components/form/date-field";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField, optionsOf, type Option } from "@/components/form/select-field";
import { formatPKR, ltr, paymentModeLabel } from "@/lib/format";
import { MAX_DURATION } from "@/lib/validations/bookings";
import { DURATION_TYPES, PAYMENT_MODES } from "@/models/enums";
import type { DurationType } from "@/lib/rent";
import type { RoomChoice } from "./types";

/** The fields the Add Booking and Update Booking forms share. */
export type BookingTermsField =
  | "selectedRoom"
  | "durationType"
  | "durationValue"
  | "bookingDate"
  | "securityCharges"
  | "securityPaymentMode"
  | "paymentMode"
  | "paidMonths"
  | "notes";

export type FieldProps = UseFormRegisterReturn & { error?: string };
type FieldOf = (name: BookingTermsField) => FieldProps;

const roomOrder = (room: RoomChoice) => Number(room.roomNumber.replace(/\D/g, "")) || 0;

/**
 * The rooms to choose from, by number. A room with no bed left shows as '(full)' and cannot be chosen,
 * except the booking's own room on the edit screen (its bed is this booking's).
 */
function useRoomOptions(rooms: readonly RoomChoice[], currentRoomId?: string): Option[] {
  const t = useTranslations("bookings");
  const locale = useLocale();
  // A room number inside an Urdu option keeps its left-to-right order.
  const code = (text: string) => (locale === "ur" ? ltr(text) : text);
  return [...rooms]
    .sort((a, b) => roomOrder(a) - roomOrder(b))
    .map((room) => {
      const number = code(room.roomNumber);
      const name = room.isVip ? t("vipRoom", { room: number }) : number;
      const rent = t("roomOption.perMonth", { rent: formatPKR(room.monthlyRent, locale) });
      if (room._id === currentRoomId) return { value: room._id, label: t("roomOption.current", { room: name, rent }) };
      if (room.availableBeds <= 0) return { value: room._id, label: t("roomOption.full", { room: number, rent }), disabled: true };
      return { value: room._id, label: t("roomOption.free", { room: name, free: room.availableBeds, capacity: room.capacity, rent }) };
    });
}

/** Room, duration and booking date; `currentRoomId`: the booking's own room on the edit screen. */
export function StayFields({ field, rooms, currentRoomId }: { field: FieldOf; rooms: readonly RoomChoice[]; currentRoomId?: string }) {
  const t = useTranslations("bookings");
  const options = useRoomOptions(rooms, currentRoomId);
  return (
    <>
      <SelectField
        label={t("form.room")}
        placeholder={options.length ? t("form.selectRoom") : t("form.noRooms")}
        options={options}
        className="sm:col-span-2"
        {...field("selectedRoom")}
      />
      <SelectField label={t("form.durationType")} options={optionsOf(DURATION_TYPES, (type) => t(`durationTypes.${type as DurationType}`))} {...field("durationType")} />
      <FormField label={t("form.duration")} type="number" inputMode="numeric" min={1} max={MAX_DURATION} step={1} {...field("durationValue")} />
      <DateField label={t("form.bookingDate")} {...field("bookingDate")} />
    </>
  );
}

/** Payment mode, security charges and their mode, paid months. */
export function ChargeFields({ field }: { field: FieldOf }) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const paymentModeOptions = optionsOf(PAYMENT_MODES, (mode) => paymentModeLabel(mode, locale));
  return (
    <>
      <SelectField label={t("form.paymentMode")} placeholder={t("form.selectPaymentMode")} options={paymentModeOptions} {...field("paymentMode")} />
      <MoneyField label={t("form.securityCharges")} {...field("securityCharges")} />
      <SelectField label={t("form.securityPaymentMode")} placeholder={t("form.selectPaymentMode")} options={paymentModeOptions} {...field("securityPaymentMode")} />
      <FormField label={t("form.paidMonths")} type="number" inputMode="numeric" min={0} max={MAX_DURATION} step={1} {...field("paidMonths")} />
    </>
  );
}

export function NotesField({ field }: { field: FieldOf }) {
  const t = useTranslations("bookings");
  return <TextareaField label={t("form.notes")} className="sm:col-span-2" {...field("notes")} />;
}

/** A titled group of fields in a booking form. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}
