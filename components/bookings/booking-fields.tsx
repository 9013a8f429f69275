"use client";

import { DateField } from "@/components/form/date-field";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField, optionsOf, type Option } from "@/components/form/select-field";
import { formatDate, formatPKR, ltr, paymentModeLabel } from "@/lib/format";
import type { Day } from "@/lib/money";
import { MAX_DURATION } from "@/lib/validations/booking-rules";
import { DURATION_TYPES, PAYMENT_MODES } from "@/models/enums";
import type { DurationType } from "@/lib/money/rent";
import { fillsDuringStay } from "./booking-figures";
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

/** The stay the room is chosen for: its first day (the day the beds are counted on) and its last (null: no end). */
export interface StayDays {
  day: Day;
  today: Day;
  lastDay: Day | null;
}

/**
 * The rooms to choose from, by number, with their beds on the stay's first day. A room with no bed that
 * day shows as '(full)', and one a later stay fills names that day ('1 of 2 beds today; full from
 * 01-12-2026'); neither can be chosen when the stay would be there that day, except the booking's own
 * room on the edit screen (its bed is this booking's).
 */
function useRoomOptions(rooms: readonly RoomChoice[], stay: StayDays, current?: { roomId: string; rent: number }): Option[] {
  const t = useTranslations("bookings");
  const locale = useLocale();
  // A room number or a day inside an Urdu option keeps its left-to-right order.
  const code = (text: string) => (locale === "ur" ? ltr(text) : text);
  return [...rooms]
    .sort((a, b) => roomOrder(a) - roomOrder(b))
    .map((room) => {
      const number = code(room.roomNumber);
      const name = room.isVip ? t("vipRoom", { room: number }) : number;
      const rent = t("roomOption.perMonth", { rent: formatPKR(room.monthlyRent, locale) });
      if (room._id === current?.roomId) {
        return {
          value: room._id,
          label: t("roomOption.current", { room: name, rent: t("roomOption.perMonth", { rent: formatPKR(current.rent, locale) }) }),
        };
      }
      if (room.freeOn <= 0) return { value: room._id, label: t("roomOption.full", { room: number, rent }), disabled: true };
      const beds = { room: name, free: room.freeOn, capacity: room.capacity, rent };
      if (room.fullFrom === null) return { value: room._id, label: t("roomOption.free", beds) };
      const fills = { ...beds, date: code(formatDate(room.fullFrom)) };
      return {
        value: room._id,
        label:
          stay.day === stay.today
            ? t("roomOption.fillsToday", fills)
            : t("roomOption.fillsOn", { ...fills, day: code(formatDate(stay.day)) }),
        disabled: fillsDuringStay(room, stay.lastDay),
      };
    });
}

interface StayFieldsProps {
  field: FieldOf;
  rooms: readonly RoomChoice[];
  stay: StayDays;
  /** The room chosen now. */
  selectedRoom?: string;
  /** The booking's own room on the edit screen, and its rent there (the stay's, not the room's price today). */
  current?: { roomId: string; rent: number };
}

/** Room, duration and booking date. */
export function StayFields({ field, rooms, stay, selectedRoom, current }: StayFieldsProps) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const options = useRoomOptions(rooms, stay, current);
  const chosen = rooms.find((room) => room._id === selectedRoom && room._id !== current?.roomId);
  const fillsLater = chosen?.fullFrom && chosen.freeOn > 0 ? chosen : null;
  return (
    <>
      <SelectField
        label={t("form.room")}
        placeholder={options.length ? t("form.selectRoom") : t("form.noRooms")}
        options={options}
        className="sm:col-span-2"
        description={
          fillsLater?.fullFrom
            ? t("form.fullFromHint", {
                room: locale === "ur" ? ltr(fillsLater.roomNumber) : fillsLater.roomNumber,
                date: formatDate(fillsLater.fullFrom),
              })
            : undefined
        }
        {...field("selectedRoom")}
      />
      <SelectField
        label={t("form.durationType")}
        options={optionsOf(DURATION_TYPES, (type) => t(`durationTypes.${type as DurationType}`))}
        {...field("durationType")}
      />
      <FormField
        label={t("form.duration")}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_DURATION}
        step={1}
        {...field("durationValue")}
      />
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
      <SelectField
        label={t("form.paymentMode")}
        placeholder={t("form.selectPaymentMode")}
        options={paymentModeOptions}
        {...field("paymentMode")}
      />
      <MoneyField label={t("form.securityCharges")} {...field("securityCharges")} />
      <SelectField
        label={t("form.securityPaymentMode")}
        placeholder={t("form.selectPaymentMode")}
        options={paymentModeOptions}
        {...field("securityPaymentMode")}
      />
      <FormField
        label={t("form.paidMonths")}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_DURATION}
        step={1}
        {...field("paidMonths")}
      />
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
