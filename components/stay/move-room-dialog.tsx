"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { ArrowRightLeft } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";
import type { Day } from "@/lib/money";
import type { StayRef } from "./types";

// The dialog and its form (zod, react-hook-form) load when it is first opened.
const MoveDialog = lazy(() => import("./move-room-form").then((module) => ({ default: module.MoveDialog })));

export interface MoveRoomButtonProps extends StayRef {
  today: Day;
  /** The stay's room now: not offered as a move. */
  currentRoomId: string | null;
  /** The stay's last night when it has one (a notice's leave date, a days or weeks stay's end); null: no end. */
  leaveDate: Day | null;
}

/** Shown only to the roles that may change records (not to a viewer). */
export function MoveRoomButton(props: MoveRoomButtonProps) {
  return (
    <IfCan permission="records.write">
      <PermittedMoveRoomButton {...props} />
    </IfCan>
  );
}

/**
 * "Move room": another room with a free bed from a day, at that room's rent unless another is agreed. A
 * room with a bed that day that a later stay fills names that day, and cannot be chosen when this stay
 * would still be there.
 */
function PermittedMoveRoomButton(props: MoveRoomButtonProps) {
  const t = useTranslations("stay.move");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ArrowRightLeft aria-hidden="true" />
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <MoveDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
