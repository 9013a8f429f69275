"use client";

import { DateField } from "@/components/form/date-field";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField, optionsOf, type Option } from "@/components/form/select-field";
import { formatPKR, humanize, paymentModeLabel } from "@/lib/format";
import { MAX_DURATION } from "@/lib/validations/bookings";
import { DURATION_TYPES, PAYMENT_MODES } from "@/models/enums";
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
export function roomOptions(rooms: readonly RoomChoice[], currentRoomId?: string): Option[] {
  return [...rooms]
    .sort((a, b) => roomOrder(a) - roomOrder(b))
    .map((room) => {
      const name = room.isVip ? `${room.roomNumber} (VIP)` : room.roomNumber;
      const rent = `${formatPKR(room.monthlyRent)}/month`;
      if (room._id === currentRoomId) return { value: room._id, label: `${name} (current) — ${rent}` };
      if (room.availableBeds <= 0) return { value: room._id, label: `${room.roomNumber} (full) — ${rent}`, disabled: true };
      const beds = `${room.availableBeds} of ${room.capacity} ${room.capacity === 1 ? "bed" : "beds"} left`;
      return { value: room._id, label: `${name} — ${beds} — ${rent}` };
    });
}

const paymentModeOptions = optionsOf(PAYMENT_MODES, paymentModeLabel);

/** Room, duration and booking date. */
export function StayFields({ field, rooms }: { field: FieldOf; rooms: Option[] }) {
  return (
    <>
      <SelectField label="Room" placeholder={rooms.length ? "Select a room" : "No rooms yet: add one first"} options={rooms} className="sm:col-span-2" {...field("selectedRoom")} />
      <SelectField label="Duration Type" options={optionsOf(DURATION_TYPES, humanize)} {...field("durationType")} />
      <FormField label="Duration" type="number" inputMode="numeric" min={1} max={MAX_DURATION} step={1} {...field("durationValue")} />
      <DateField label="Booking Date" {...field("bookingDate")} />
    </>
  );
}

/** Payment mode, security charges and their mode, paid months. */
export function ChargeFields({ field }: { field: FieldOf }) {
  return (
    <>
      <SelectField label="Payment Mode" placeholder="Select payment mode" options={paymentModeOptions} {...field("paymentMode")} />
      <MoneyField label="Security Charges" {...field("securityCharges")} />
      <SelectField label="Security Payment Mode" placeholder="Select payment mode" options={paymentModeOptions} {...field("securityPaymentMode")} />
      <FormField label="Paid Months" type="number" inputMode="numeric" min={0} max={MAX_DURATION} step={1} {...field("paidMonths")} />
    </>
  );
}

export function NotesField({ field }: { field: FieldOf }) {
  return <TextareaField label="Notes" className="sm:col-span-2" {...field("notes")} />;
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
