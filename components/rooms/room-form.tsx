"use client";

import { DateField } from "@/components/form/date-field";
import { fieldsOf, requiredFieldsOf } from "@/lib/validations/errors";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField, optionsOf } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { ApiError, api, isStaleRecord } from "@/lib/api-client";
import { formValues, showServerErrors, toastSaveError, versionOf } from "@/lib/form-submit";
import { humanize } from "@/lib/format";
import { MAX_ROOM_CAPACITY, roomSchema } from "@/lib/validations/rooms";
import type { RoomApi } from "@/lib/services/rooms";
import { FACILITIES, FLOORS, ROOM_NUMBERS, ROOM_TYPES, VIP_ROOM_NUMBERS } from "@/models/enums";

/** The fields marked as ones the form cannot be saved without. */
const REQUIRED = requiredFieldsOf(roomSchema);

const FIELDS = fieldsOf(roomSchema);
// The facilities are a group of checkboxes (the Controller below); the other fields are inputs that take text.
const TEXT_FIELDS = FIELDS.filter((name) => name !== "facilities");

/** A room as the Update Room form reads it: the fields of the service's record that the page passes. */
export type RoomRecord = Pick<RoomApi, (typeof FIELDS)[number] | "_id" | "updatedAt">;

type FormInput = z.input<typeof roomSchema>;

const isVip = (roomNumber: string) => (VIP_ROOM_NUMBERS as readonly string[]).includes(roomNumber);

interface RoomFormProps {
  /** The room to edit; without it the form adds a room. */
  room?: RoomRecord;
  /** Room numbers that already exist (Add Room shows them as taken). */
  takenNumbers?: readonly string[];
}

/** Add Room and Update Room: one form; on update the room number is read-only. */
export function RoomForm({ room, takenNumbers = [] }: RoomFormProps) {
  const router = useRouter();
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  const blank: FormInput = { roomNumber: "", roomType: "", floorNumber: "", capacity: "", monthlyRent: "", additionalCharges: "", availableFrom: "", notes: "", facilities: [] };
  const initial: FormInput = room ? { ...blank, ...formValues(room, TEXT_FIELDS), facilities: room.facilities } : blank;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, z.output<typeof roomSchema>>({
    resolver: zodResolver(roomSchema),
    mode: "onTouched",
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (room) {
        await api(`/rooms/update-room/${room._id}`, { method: "PUT", body: { ...values, ...versionOf(room) } });
        toast.success("Room updated successfully!");
      } else {
        await api("/rooms/add-room", { method: "POST", body: values, idempotencyKey });
        toast.success("Room has been added!");
      }
      leave("/rooms");
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
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
      toastSaveError(error, room ? "Failed to update the room. Please try again." : "An error occurred while adding the room.");
    }
  });

  const field = (name: (typeof TEXT_FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message, required: REQUIRED.has(name) });

  const taken = new Set(takenNumbers);
  const roomNumberOptions = ROOM_NUMBERS.map((value) => ({
    value,
    label: `${value}${isVip(value) ? " (VIP)" : ""}${taken.has(value) ? " — already added" : ""}`,
    disabled: taken.has(value),
  }));
  const allTaken = !room && ROOM_NUMBERS.every((value) => taken.has(value));

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {room ? (
          <FormField
            label="Room Number"
            readOnly
            aria-readonly="true"
            inputClassName="bg-muted text-muted-foreground"
            description={isVip(room.roomNumber) ? "VIP room. The room number cannot be changed." : "The room number cannot be changed."}
            {...field("roomNumber")}
          />
        ) : (
          <SelectField
            label="Room Number"
            placeholder="Select room number"
            options={roomNumberOptions}
            description={allTaken ? "All 36 rooms have been added already." : undefined}
            {...field("roomNumber")}
          />
        )}
        <SelectField label="Room Type" placeholder="Select room type" options={optionsOf(ROOM_TYPES, humanize)} {...field("roomType")} />
        <SelectField label="Floor Number" placeholder="Select floor" options={optionsOf(FLOORS, humanize)} {...field("floorNumber")} />
        <FormField label="Capacity" type="number" inputMode="numeric" min={1} max={MAX_ROOM_CAPACITY} step={1} placeholder="Beds in the room" {...field("capacity")} />
        <MoneyField label="Monthly Rent (PKR)" {...field("monthlyRent")} />
        <MoneyField label="Additional Charges (PKR)" placeholder="0" {...field("additionalCharges")} />
        <DateField label="Available From" {...field("availableFrom")} />
      </div>
      <Controller
        control={control}
        name="facilities"
        render={({ field: facilities, fieldState }) => (
          <CheckboxGroupField
            label="Facilities"
            name={facilities.name}
            options={optionsOf(FACILITIES)}
            value={Array.isArray(facilities.value) ? (facilities.value as string[]) : []}
            onChange={facilities.onChange}
            onBlur={facilities.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField label="Notes" {...field("notes")} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={room ? "Update Room" : "Add Room"} />
      </div>
    </form>
  );
}
