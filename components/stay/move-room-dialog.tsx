"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRightLeft } from "lucide-react";
import { toast } from "@/lib/toast";
import { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, errorMessage, newIdempotencyKey } from "@/lib/api-client";
import { showServerErrors, toastSaveError, versionOf } from "@/lib/form-submit";
import { formatDate, formatNumber, formatPKR } from "@/lib/format";
import type { Day } from "@/lib/money";
import { transferSchema } from "@/lib/validations/stays";
import { dayField, dayInputValue, parseDayInput } from "@/lib/day-input";
import type { FreeRoom, StayRef } from "./types";

interface MoveRoomButtonProps extends StayRef {
  today: Day;
  /** The stay's room now: not offered as a move. */
  currentRoomId: string | null;
}

/** "Move room": another room with a free bed from a day, at that room's rent unless another is agreed. */
export function MoveRoomButton(props: MoveRoomButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ArrowRightLeft aria-hidden="true" />
        Move room
      </Button>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Move room</DialogTitle>
            <DialogDescription>Rent is charged at the old rent up to the day before the move, at the new rent from it.</DialogDescription>
          </DialogHeader>
          {open ? <MoveForm {...props} onBusy={setBusy} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

const schema = z.object({
  onDate: dayField("Move date"),
  roomId: transferSchema.shape.roomId,
  monthlyRent: transferSchema.shape.monthlyRent,
});

type FreeRooms = { from: Day; rooms: FreeRoom[] } | { from: Day; error: string };

/** The rooms with a free bed from `from`, fetched again whenever the day changes. */
function useFreeRooms(from: Day | null): FreeRooms | null {
  const [answer, setAnswer] = useState<FreeRooms | null>(null);
  useEffect(() => {
    if (!from) return;
    let current = true;
    api<{ rooms: FreeRoom[] }>(`/rooms/free-beds?from=${from}`)
      .then(({ rooms }) => current && setAnswer({ from, rooms }))
      .catch((error: unknown) => current && setAnswer({ from, error: errorMessage(error, "Could not load the rooms. Please try again.") }));
    return () => {
      current = false;
    };
  }, [from]);
  return from && answer?.from === from ? answer : null;
}

function MoveForm({ bookingId, updatedAt, today, currentRoomId, onBusy, onDone }: MoveRoomButtonProps & { onBusy: (busy: boolean) => void; onDone: () => void }) {
  const router = useRouter();
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
  const free = useFreeRooms(from);
  const rooms = free && "rooms" in free ? free.rooms.filter((room) => room._id !== currentRoomId) : [];

  // A room chosen for another day may have no bed from the new one: the choice is cleared.
  useEffect(() => {
    if (free && "rooms" in free && roomId && !free.rooms.some((room) => room._id === roomId)) setValue("roomId", "");
  }, [free, roomId, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api(`/bookings/${bookingId}/transfer`, { method: "POST", body: { ...values, ...versionOf({ updatedAt }) }, idempotencyKey });
      onBusy(false);
      onDone();
      const room = rooms.find((candidate) => candidate._id === values.roomId);
      toast.success("Room changed", { description: `${room?.roomNumber ?? "New room"} from ${formatDate(values.onDate)}` });
      router.refresh();
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, ["onDate", "roomId", "monthlyRent"]);
      toastSaveError(error, "Failed to move the room. Please try again.");
    }
  });

  const roomField = register("roomId");
  const listId = "move-room-list";
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Move date" inputMode="numeric" placeholder="DD-MM-YYYY" autoComplete="off" required description="DD-MM-YYYY, the first night in the new room" {...register("onDate")} error={errors.onDate?.message} />
      <fieldset className="grid gap-2" aria-describedby={errors.roomId ? `${listId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Room with a free bed{from ? ` from ${formatDate(from)}` : ""}</legend>
        {!from ? (
          <p className="text-sm text-muted-foreground">Type the move date to see the free rooms.</p>
        ) : !free ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading rooms...
          </p>
        ) : "error" in free ? (
          <p className="text-sm text-destructive" role="alert">
            {free.error}
          </p>
        ) : rooms.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            No other room has a free bed from that date.
          </p>
        ) : (
          <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-1" aria-label="Free rooms">
            {rooms.map((room) => (
              <li key={room._id}>
                <label className="flex cursor-pointer items-center gap-3 rounded px-2 py-2 text-sm hover:bg-muted has-[:checked]:bg-muted">
                  <input
                    type="radio"
                    value={room._id}
                    {...roomField}
                    onChange={(event) => {
                      void roomField.onChange(event);
                      setValue("monthlyRent", formatNumber(room.monthlyRent), { shouldValidate: true });
                    }}
                    className="size-4 accent-primary"
                  />
                  <span className="flex-1 whitespace-nowrap font-medium">{room.roomNumber}</span>
                  <span className="text-end text-muted-foreground">
                    {room.freeBeds} {room.freeBeds === 1 ? "bed" : "beds"} free · {formatPKR(room.monthlyRent)}
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
      <MoneyField label="New rent" description="A month, in rupees: the chosen room's rent unless another is agreed" {...register("monthlyRent")} error={errors.monthlyRent?.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton pending={isSubmitting} label="Move" pendingLabel="Moving..." />
      </DialogFooter>
    </form>
  );
}
