"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/browser/toast";
import { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { api, errorMessage, newIdempotencyKey } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError, versionOf } from "@/lib/browser/form-submit";
import { formatDate, formatNumber, formatPKR, ltr } from "@/lib/format";
import type { Day } from "@/lib/money";
import { transferSchema } from "@/lib/validations/stays";
import { useServerText } from "@/lib/i18n/server-text";
import { Ltr } from "@/components/ui/ltr";
import { dayInputValue, parseDayInput } from "@/lib/day-input";
import { dayField } from "@/lib/validations/fields";
import type { MoveRoomButtonProps } from "./move-room-dialog";
import type { FreeRoom } from "./types";

/** The "Move room" dialog (loaded when first opened). */
export function MoveDialog({
  open,
  onOpenChange,
  ...props
}: MoveRoomButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("stay.move");
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("button")} description={t("explain")}>
      {(controls) => <MoveForm {...props} {...controls} />}
    </FormDialog>
  );
}

const schema = z.object({
  // The field's own messages are the shared English ones, shown in the page's language by the form field.
  onDate: dayField("moveDate"),
  roomId: transferSchema.shape.roomId,
  monthlyRent: transferSchema.shape.monthlyRent,
});

type FreeRooms = { from: Day; rooms: FreeRoom[] } | { from: Day; error: string };

/** Every room with its beds from `from` (GET /api/rooms/free-beds?all=1), fetched again whenever the day changes. */
function useFreeRooms(from: Day | null, failed: string): FreeRooms | null {
  const [answer, setAnswer] = useState<FreeRooms | null>(null);
  useEffect(() => {
    if (!from) return;
    let current = true;
    api<{ rooms: FreeRoom[] }>(`/rooms/free-beds?from=${from}&all=1`)
      .then(({ rooms }) => current && setAnswer({ from, rooms }))
      .catch((error: unknown) => current && setAnswer({ from, error: errorMessage(error, failed) }));
    return () => {
      current = false;
    };
  }, [from, failed]);
  return from && answer?.from === from ? answer : null;
}

/** Whether the stay, staying until `leaveDate` (null: no end), can take a bed of the room from the move date. */
const fitsFrom = (room: FreeRoom, leaveDate: Day | null) =>
  room.freeOn > 0 && !(room.fullFrom !== null && (leaveDate === null || leaveDate >= room.fullFrom));

function MoveForm({ bookingId, updatedAt, today, currentRoomId, leaveDate, onBusy, onDone }: MoveRoomButtonProps & FormDialogControls) {
  const router = useRouter();
  const t = useTranslations("stay");
  const serverText = useServerText();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { onDate: dayInputValue(today), roomId: "", monthlyRent: "" },
  });
  const [onDateText, roomId] = useWatch({ control, name: ["onDate", "roomId"] });
  const from = parseDayInput(onDateText);
  const free = useFreeRooms(from, t("move.loadFailed"));
  // The rooms with a bed on the move date; those a later stay fills while this one is there are shown, not offered.
  const rooms = from && free && "rooms" in free ? free.rooms.filter((room) => room._id !== currentRoomId && room.freeOn > 0) : [];

  // A room chosen for another day may have no bed from the new one: the choice is cleared.
  useEffect(() => {
    if (from && free && "rooms" in free && roomId && !free.rooms.some((room) => room._id === roomId && fitsFrom(room, leaveDate)))
      setValue("roomId", "");
  }, [free, from, leaveDate, roomId, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api(`/bookings/${bookingId}/transfer`, { method: "POST", body: { ...values, ...versionOf({ updatedAt }) }, idempotencyKey });
      onBusy(false);
      onDone();
      const room = rooms.find((candidate) => candidate._id === values.roomId);
      toast.success(t("move.changed"), {
        description: t("move.changedTo", { room: room?.roomNumber ?? t("move.newRoom"), date: formatDate(values.onDate) }),
      });
      router.refresh();
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, ["onDate", "roomId", "monthlyRent"]);
      toastSaveError(error, t("move.failed"));
    }
  });

  const roomField = register("roomId");
  const listId = "move-room-list";
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t("move.moveDate")}
        inputMode="numeric"
        placeholder={t("dayPlaceholder")}
        autoComplete="off"
        required
        description={t("move.moveDateHint")}
        {...register("onDate")}
        error={errors.onDate?.message}
      />
      <fieldset className="grid gap-2" aria-describedby={errors.roomId ? `${listId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">
          {from ? t("move.roomWithFreeBedFrom", { date: formatDate(from) }) : t("move.roomWithFreeBed")}
        </legend>
        {!from ? (
          <p className="text-sm text-muted-foreground">{t("move.typeMoveDate")}</p>
        ) : !free ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("move.loading")}
          </p>
        ) : "error" in free ? (
          <p className="text-sm text-destructive" role="alert">
            {serverText(free.error)}
          </p>
        ) : rooms.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("move.noneFree")}
          </p>
        ) : (
          <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-1" aria-label={t("move.freeRooms")}>
            {rooms.map((room) => (
              <li key={room._id}>
                <label className="flex cursor-pointer items-center gap-3 rounded px-2 py-2 text-sm hover:bg-muted has-[:checked]:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:disabled]:hover:bg-transparent">
                  <input
                    type="radio"
                    value={room._id}
                    {...roomField}
                    disabled={!fitsFrom(room, leaveDate)}
                    onChange={(event) => {
                      void roomField.onChange(event);
                      setValue("monthlyRent", formatNumber(room.monthlyRent), { shouldValidate: true });
                    }}
                    className="size-4 accent-primary"
                  />
                  <span className="flex-1 whitespace-nowrap font-medium">
                    <Ltr>{room.roomNumber}</Ltr>
                  </span>
                  <span className="text-end text-muted-foreground">
                    <BedsText room={room} from={from!} today={today} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.roomId ? (
          <p id={`${listId}-error`} role="alert" className="text-sm text-destructive">
            {errors.roomId.message}
          </p>
        ) : null}
      </fieldset>
      <MoneyField
        label={t("move.newRent")}
        description={t("move.newRentHint")}
        {...register("monthlyRent")}
        error={errors.monthlyRent?.message}
      />
      <FormDialogFooter
        cancelLabel={t("cancel")}
        onCancel={onDone}
        pending={isSubmitting}
        label={t("move.submit")}
        pendingLabel={t("move.moving")}
      />
    </form>
  );
}

/** "2 beds free · PKR 15,000", or for a room a later stay fills: "1 of 2 beds today; full from 01-12-2026 · PKR 9,000". */
function BedsText({ room, from, today }: { room: FreeRoom; from: Day; today: Day }) {
  const t = useTranslations("stay.move");
  const locale = useLocale();
  const rent = formatPKR(room.monthlyRent, locale);
  // A day inside Urdu text keeps its left-to-right order.
  const day = (value: Day) => (locale === "ur" ? ltr(formatDate(value)) : formatDate(value));
  if (room.fullFrom === null) return t("bedsFree", { count: room.freeBeds, rent });
  const fills = { free: room.freeOn, capacity: room.capacity, date: day(room.fullFrom), rent };
  return from === today ? t("bedsFillToday", fills) : t("bedsFillOn", { ...fills, day: day(from) });
}
