"use client";

import { DateField } from "@/components/form/date-field";
import type { FormShape } from "@/lib/validations/errors";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import type { z } from "zod";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField, optionsOf } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useRecordSave } from "@/components/form/use-record-save";
import { ApiError, isStaleRecord } from "@/lib/browser/api-client";
import { formValues, showServerErrors, versionOf } from "@/lib/browser/form-submit";
import { ltr } from "@/lib/format";
import { MAX_ROOM_CAPACITY } from "@/lib/validations/room-rules";
import type { roomSchema } from "@/lib/validations/rooms";
import type { RoomApi } from "@/lib/server/services/rooms";
import { FACILITIES, FLOORS, ROOM_NUMBERS, ROOM_TYPES, VIP_ROOM_NUMBERS } from "@/models/enums";

type FieldName = keyof (typeof roomSchema)["shape"] & string;
// The facilities are a group of checkboxes (the Controller below); the other fields are inputs that take text.
type TextField = Exclude<FieldName, "facilities">;

/** The room schema's fields and required ones (formShape(roomSchema)), read by the page. */
export type RoomShape = FormShape<FieldName>;

const checks = resolverOnDemand(() => import("@/lib/validations/rooms").then((module) => module.roomSchema));

/** A room as the Update Room form reads it: the fields of the service's record that the page passes. */
export type RoomRecord = Pick<RoomApi, FieldName | "_id" | "updatedAt">;

type FormInput = z.input<typeof roomSchema>;

type RoomType = (typeof ROOM_TYPES)[number];
type Floor = (typeof FLOORS)[number];
type Facility = (typeof FACILITIES)[number];

const isVip = (roomNumber: string) => (VIP_ROOM_NUMBERS as readonly string[]).includes(roomNumber);

interface RoomFormProps {
  /** The room to edit; without it the form adds a room. */
  room?: RoomRecord;
  /** Room numbers that already exist (Add Room shows them as taken). */
  takenNumbers?: readonly string[];
  shape: RoomShape;
}

/** Add Room and Update Room: one form; on update the room number is read-only. */
export function RoomForm({ room, takenNumbers = [], shape }: RoomFormProps) {
  const t = useTranslations("rooms");
  const locale = useLocale();
  const router = useRouter();
  const { leaving, save } = useRecordSave("/rooms");
  const textFields = shape.fields.filter((name): name is TextField => name !== "facilities");
  const required = new Set<string>(shape.required);
  const blank: FormInput = {
    roomNumber: "",
    roomType: "",
    floorNumber: "",
    capacity: "",
    monthlyRent: "",
    additionalCharges: "",
    availableFrom: "",
    notes: "",
    facilities: [],
  };
  const initial: FormInput = room ? { ...blank, ...formValues(room, textFields), facilities: room.facilities } : blank;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormInput, unknown, z.output<typeof roomSchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: initial,
  });

  const onSubmit = handleSubmit((values) =>
    save({
      edit: Boolean(room),
      path: room ? `/rooms/update-room/${room._id}` : "/rooms/add-room",
      body: room ? { ...values, ...versionOf(room) } : values,
      text: t,
      showErrors: (error) => {
        showServerErrors(error, setError, shape.fields);
        if (error instanceof ApiError && error.status === 409 && error.message && !isStaleRecord(error)) {
          if (room) {
            // The only conflict of an update: fewer beds than the room's bookings.
            setError("capacity", { type: "server", message: error.message });
          } else {
            // Someone added this room number meanwhile: say so at the field and mark it as taken.
            setError("roomNumber", { type: "server", message: error.message });
            router.refresh();
          }
        }
      },
    }),
  );

  const field = (name: TextField) => ({ ...register(name), error: errors[name]?.message, required: required.has(name) });

  const taken = new Set(takenNumbers);
  const roomNumberOptions = ROOM_NUMBERS.map((value) => ({
    value,
    // An option holds no markup: in Urdu the room number is kept left to right by Unicode isolates.
    label: t("form.roomNumberOption", {
      room: locale === "ur" ? ltr(value) : value,
      vip: isVip(value) ? "yes" : "no",
      taken: taken.has(value) ? "yes" : "no",
    }),
    disabled: taken.has(value),
  }));
  const allTaken = !room && ROOM_NUMBERS.every((value) => taken.has(value));

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={isDirty && !isSubmitting && !leaving} />
      <div className="grid gap-4 sm:grid-cols-2">
        {room ? (
          <FormField
            label={t("fields.roomNumber")}
            readOnly
            aria-readonly="true"
            inputClassName="bg-muted text-muted-foreground"
            description={isVip(room.roomNumber) ? t("form.vipReadOnly") : t("form.readOnly")}
            {...field("roomNumber")}
          />
        ) : (
          <SelectField
            label={t("fields.roomNumber")}
            placeholder={t("form.selectRoomNumber")}
            options={roomNumberOptions}
            description={allTaken ? t("form.allTaken") : undefined}
            {...field("roomNumber")}
          />
        )}
        <SelectField
          label={t("fields.roomType")}
          placeholder={t("form.selectRoomType")}
          options={optionsOf(ROOM_TYPES, (type) => t(`types.${type as RoomType}`))}
          {...field("roomType")}
        />
        <SelectField
          label={t("fields.floorNumber")}
          placeholder={t("form.selectFloor")}
          options={optionsOf(FLOORS, (floor) => t(`floors.${floor as Floor}`))}
          {...field("floorNumber")}
        />
        <FormField
          label={t("fields.capacity")}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ROOM_CAPACITY}
          step={1}
          placeholder={t("form.capacityPlaceholder")}
          {...field("capacity")}
        />
        <MoneyField label={t("fields.monthlyRentPkr")} {...field("monthlyRent")} />
        <MoneyField label={t("fields.additionalChargesPkr")} placeholder="0" {...field("additionalCharges")} />
        <DateField label={t("fields.availableFrom")} {...field("availableFrom")} />
      </div>
      <Controller
        control={control}
        name="facilities"
        render={({ field: facilities, fieldState }) => (
          <CheckboxGroupField
            label={t("fields.facilities")}
            name={facilities.name}
            options={optionsOf(FACILITIES, (facility) => t(`facilities.${facility as Facility}`))}
            value={Array.isArray(facilities.value) ? (facilities.value as string[]) : []}
            onChange={facilities.onChange}
            onBlur={facilities.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField label={t("fields.notes")} {...field("notes")} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={room ? t("form.update") : t("form.add")} />
      </div>
    </form>
  );
}
