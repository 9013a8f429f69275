"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { CirclePlus, ReceiptText } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";
import type { Day } from "@/lib/money";
import type { Correction } from "./extras-lines";

// A stay's extras (docs/bills.md): the buttons of the Extras section and the ledger. Each dialog and its
// form (zod, react-hook-form) load when it is first opened.
const SubscribeDialog = lazy(() => import("./extras-subscription-form").then((module) => ({ default: module.SubscribeDialog })));
const ChangeDialog = lazy(() => import("./extras-subscription-form").then((module) => ({ default: module.ChangeDialog })));
const EndDialog = lazy(() => import("./extras-subscription-form").then((module) => ({ default: module.EndDialog })));
const ChargeDialog = lazy(() => import("./extras-charge-form").then((module) => ({ default: module.ChargeDialog })));
const CorrectionDialog = lazy(() => import("./extras-correction-form").then((module) => ({ default: module.CorrectionDialog })));

/** A charge type as the dialogs offer it: its name in the page's language and its amount (a month, or a one-off's usual one). */
export interface ExtraChoice {
  _id: string;
  name: string;
  amount: number;
}

/** A subscription as the Change and End dialogs edit it, named in the page's language. */
export interface SubscriptionChoice {
  _id: string;
  name: string;
  from: Day;
  to: Day | null;
  amount: number;
  updatedAt: string;
}

export interface SubscribeButtonProps {
  bookingId: string;
  /** The active monthly types. */
  types: ExtraChoice[];
  /** The first day a subscription may start: the check-in date. */
  checkIn: Day;
  today: Day;
}

/** The dialogs' open state, with their code fetched on the first opening. */
function useDialog() {
  const [open, setOpen] = useState(false);
  return { open, setOpen, show: () => setOpen(true) };
}

/** "Subscribe": the stay takes a monthly extra from a day. Shown to the roles that may change records. */
export function SubscribeButton(props: SubscribeButtonProps) {
  const t = useTranslations("extras.subscribe");
  const { open, setOpen, show } = useDialog();
  return (
    <IfCan permission="records.write">
      <Button type="button" variant="outline" onClick={show}>
        <CirclePlus aria-hidden="true" />
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <SubscribeDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </IfCan>
  );
}

export interface SubscriptionButtonProps {
  subscription: SubscriptionChoice;
  today: Day;
}

/** "Change" (end date, amount) and, while it runs past today, "End" of one subscription. */
export function SubscriptionButtons({ subscription, today }: SubscriptionButtonProps) {
  const t = useTranslations("extras");
  const change = useDialog();
  const end = useDialog();
  const running = subscription.to === null || subscription.to > today;
  return (
    <IfCan permission="records.write">
      <span className="flex flex-wrap justify-end gap-x-4 gap-y-1">
        <Button
          type="button"
          variant="link"
          size={null}
          className="h-auto p-0"
          onClick={change.show}
          aria-label={t("change.aria", { name: subscription.name })}
        >
          {t("change.button")}
        </Button>
        {running ? (
          <Button
            type="button"
            variant="link"
            size={null}
            className="h-auto p-0 text-destructive"
            onClick={end.show}
            aria-label={t("end.aria", { name: subscription.name })}
          >
            {t("end.button")}
          </Button>
        ) : null}
      </span>
      <OnDemand open={change.open}>
        <ChangeDialog subscription={subscription} today={today} open={change.open} onOpenChange={change.setOpen} />
      </OnDemand>
      <OnDemand open={end.open}>
        <EndDialog subscription={subscription} today={today} open={end.open} onOpenChange={end.setOpen} />
      </OnDemand>
    </IfCan>
  );
}

export interface AddChargeButtonProps {
  bookingId: string;
  /** The active one-off types. */
  types: ExtraChoice[];
  /** The charge date's default. */
  today: Day;
}

/** "Add charge": a one-off extra on the ledger. Shown to the roles that may change records. */
export function AddChargeButton(props: AddChargeButtonProps) {
  const t = useTranslations("extras.charge");
  const { open, setOpen, show } = useDialog();
  return (
    <IfCan permission="records.write">
      <Button type="button" variant="outline" onClick={show}>
        <ReceiptText aria-hidden="true" />
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <ChargeDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </IfCan>
  );
}

export interface CorrectChargeButtonProps {
  how: Correction;
  /** The line: its id, its words as the ledger shows them, its amount. */
  charge: { _id: string; what: string; amount: number };
}

/** "Reverse" (a one-off or an electricity share) or "Waive" (a late fee), with a reason: an owner's act, shown to owners only. */
export function CorrectChargeButton(props: CorrectChargeButtonProps) {
  const t = useTranslations("extras");
  const { open, setOpen, show } = useDialog();
  return (
    <IfCan permission="money.correct">
      <Button
        type="button"
        variant="link"
        size={null}
        className="h-auto p-0 text-xs text-destructive"
        onClick={show}
        aria-label={t(`${props.how}.aria`, { what: props.charge.what })}
      >
        {t(`${props.how}.button`)}
      </Button>
      <OnDemand open={open}>
        <CorrectionDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </IfCan>
  );
}
