"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/browser/api-client";
import type { Day } from "@/lib/money";
import { roomChoiceOf } from "./booking-figures";
import type { RoomChoice, RoomsOn } from "./types";

/**
 * The rooms of a booking form with their beds counted on `day` (the stay's first day): the page's own
 * list for the day it was drawn on, fetched again (GET /api/rooms/free-beds?all=1) when the day changes.
 * Until the new list arrives, or should it fail, the last one stays (the server checks the bed on save).
 */
export function useRoomsOn(day: Day, initial: RoomsOn): RoomsOn {
  const [shown, setShown] = useState<RoomsOn>(initial);
  useEffect(() => {
    if (day === shown.day) return;
    let current = true;
    api<{ rooms: RoomChoice[] }>(`/rooms/free-beds?from=${day}&all=1`)
      .then(({ rooms }) => current && setShown({ day, rooms: rooms.map(roomChoiceOf) }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [day, shown.day]);
  return shown;
}
