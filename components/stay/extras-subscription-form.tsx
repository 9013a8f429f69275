"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { DateField } from "@/components/form/date-field";
import { MoneyField } from "@/components/form/money-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { dayInputValue } from "@/lib/day-input";
import { versionOf } from "@/lib/browser/form-submit";
import { formatDate, formatPKR } from "@/lib/format";
import type { Day } from "@/lib/money";
import { money, requiredDate } from "@/lib/validations/fields";
import { fieldsOf } from "@/lib/validations/errors";
import { subscriptionSchema, subscriptionUpdateSchema } from "@/lib/validations/extras";
import { ExtraTypeSelect } from "./extra-type-select";
import type { SubscribeButtonProps, SubscriptionButtonProps } from "./extras-buttons";

// The dialogs of a stay's monthly extras (loaded when first opened): subscribe, change, end. The days are
// typed as DD-MM-YYYY; the shared schemas check them as the API does, and the API's field messages show
// under the fields.

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Cancel and submit buttons of the extras' forms. */
function Footer(props: { onCancel: () => void; pending: boolean; label: string; pendingLabel?: string }) {
  const t = useTranslations("extras");
  return <FormDialogFooter cancelLabel={t("cancel")} {...props} />;
}

// ---------------------------------------------------------------------------------------------
// Subscribe.

const SUBSCRIBE_FIELDS = fieldsOf(subscriptionSchema);
const subscribeChecks = zodResolver(subscriptionSchema);

export function SubscribeDialog({ open, onOpenChange, ...props }: SubscribeButtonProps & DialogState) {
  const t = useTranslations("extras.subscribe");
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("title")} description={t("explain")}>
      {(state) => <SubscribeForm {...props} {...state} />}
    </FormDialog>
  );
}

function SubscribeForm({ bookingId, types, checkIn, today, ...controls }: SubscribeButtonProps & FormDialogControls) {
  const t = useTranslations("extras.subscribe");
  const locale = useLocale();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const only = types.length === 1 ? types[0] : undefined;
  const { register, setValue, getFieldState, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: subscribeChecks,
    defaultValues: {
      typeId: only?._id ?? "",
      from: dayInputValue(checkIn > today ? checkIn : today),
      to: "",
      amount: only ? String(only.amount) : "",
    },
    fields: SUBSCRIBE_FIELDS,
    request: (values) => api(`/bookings/${bookingId}/subscriptions`, { method: "POST", body: values, idempotencyKey }),
    texts: (values) => ({
      done: t("done"),
      description: () =>
        t("doneDescription", { name: types.find((type) => type._id === values.typeId)?.name ?? "", date: formatDate(values.from) }),
      failed: t("failed"),
    }),
  });

  const field = (name: (typeof SUBSCRIBE_FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <ExtraTypeSelect
        label={t("type")}
        placeholder={t("selectType")}
        types={types}
        optionLabel={(type) => t("typeOption", { name: type.name, amount: formatPKR(type.amount, locale) })}
        // The amount follows the chosen type's price until the admin types another.
        onChoose={(type) => !getFieldState("amount").isDirty && setValue("amount", String(type.amount))}
        {...register("typeId")}
        error={errors.typeId?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label={t("from")} description={t("fromHint")} required {...field("from")} />
        <DateField label={t("to")} description={t("toHint")} {...field("to")} />
      </div>
      <MoneyField label={t("amount")} description={t("amountHint")} {...field("amount")} />
      <Footer onCancel={controls.onDone} pending={isSubmitting} label={t("submit")} pendingLabel={t("pending")} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Change: the end date and the amount. The amount is asked for here: left empty it would follow the type's price.

const changeSchema = subscriptionUpdateSchema.extend({ amount: money("amount") });
const CHANGE_FIELDS = fieldsOf(changeSchema);
const changeChecks = zodResolver(changeSchema);

export function ChangeDialog({ open, onOpenChange, ...props }: SubscriptionButtonProps & DialogState) {
  const t = useTranslations("extras.change");
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("title", { name: props.subscription.name })} description={t("explain")}>
      {(state) => <ChangeForm {...props} {...state} />}
    </FormDialog>
  );
}

/** Sends a change of a subscription with the `updatedAt` this screen saw: someone else's change meanwhile is a 409. */
function useSubscriptionUpdate(subscription: SubscriptionButtonProps["subscription"]) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  return (body: { to: Day | null; amount?: number }) =>
    api(`/subscriptions/${subscription._id}`, { method: "PUT", body: { ...body, ...versionOf(subscription) }, idempotencyKey });
}

function ChangeForm({ subscription, ...controls }: SubscriptionButtonProps & FormDialogControls) {
  const t = useTranslations("extras.change");
  const common = useTranslations("extras");
  const update = useSubscriptionUpdate(subscription);
  const { register, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: changeChecks,
    defaultValues: { to: dayInputValue(subscription.to), amount: String(subscription.amount) },
    fields: CHANGE_FIELDS,
    request: (values) => update({ to: values.to ?? null, amount: values.amount }),
    texts: () => ({ done: t("done", { name: subscription.name }), failed: t("failed") }),
  });
  const field = (name: (typeof CHANGE_FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label={t("to")} description={t("toHint")} {...field("to")} />
        <MoneyField label={t("amount")} required {...field("amount")} />
      </div>
      <p className="text-sm text-muted-foreground">
        {common("fromTo", { from: formatDate(subscription.from), to: subscription.to ? formatDate(subscription.to) : common("running") })}
      </p>
      <Footer onCancel={controls.onDone} pending={isSubmitting} label={t("submit")} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// End: the last day it covers, today unless another.

const endSchema = z.object({ to: requiredDate("endDate") });
const endChecks = zodResolver(endSchema);

export function EndDialog({ open, onOpenChange, ...props }: SubscriptionButtonProps & DialogState) {
  const t = useTranslations("extras.end");
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("title", { name: props.subscription.name })} description={t("explain")}>
      {(state) => <EndForm {...props} {...state} />}
    </FormDialog>
  );
}

function EndForm({ subscription, today, ...controls }: SubscriptionButtonProps & FormDialogControls) {
  const t = useTranslations("extras.end");
  const update = useSubscriptionUpdate(subscription);
  const { register, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: endChecks,
    defaultValues: { to: dayInputValue(subscription.from > today ? subscription.from : today) },
    fields: ["to"],
    request: (values) => update({ to: values.to }),
    texts: (values) => ({ done: t("done", { name: subscription.name, date: formatDate(values.to) }), failed: t("failed") }),
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <DateField label={t("to")} description={t("toHint")} required {...register("to")} error={errors.to?.message} />
      <Footer onCancel={controls.onDone} pending={isSubmitting} label={t("submit")} pendingLabel={t("pending")} />
    </form>
  );
}
