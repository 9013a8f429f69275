"use client";

import { useState } from "react";
import { IfCan } from "@/components/auth/access";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { Plus, X } from "lucide-react";
import { toast } from "@/lib/browser/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { LeaveGuard } from "@/components/form/leave-guard";
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { paymentModeName } from "@/components/payments/payment-modes";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError, versionOf } from "@/lib/browser/form-submit";
import { parseRupees } from "@/lib/money-input";
import { DEFAULT_HOUSE_RULES, type HouseRules } from "@/lib/money";
import type { checkOutFormSchema } from "@/lib/validations/stays";
import { PAYMENT_MODES } from "@/models/enums";
import { previewCheckOut, type CheckOutFigures, type StayForCheckOut } from "./check-out-preview";
import { dayInputValue, parseDayInput } from "@/lib/day-input";
import { formatPKR } from "@/lib/format";
import { SettlementFigures, figureDifferences, noticeSummary } from "./settlement-figures";
import type { StayRef } from "./types";

interface CheckOutFormProps extends StayRef {
  stay: StayForCheckOut;
  /** The notice's leave date when it has come, else today (what the server takes when none is sent). */
  defaultLeaveDate: string;
}

const checkbox = "size-4 shrink-0 accent-primary";

type PaymentMode = (typeof PAYMENT_MODES)[number];

type Schema = ReturnType<typeof checkOutFormSchema>;

interface Review {
  values: { leaveDate: string; damages: { description: string; amount: number }[]; keyLost: boolean; waiveSuddenDepartureFee: boolean };
  figures: CheckOutFigures;
}

/** Check out: leave date, damages, key, waiver; a live summary the server's settlement must match. */
export function CheckOutForm({ bookingId, updatedAt, stay, defaultLeaveDate }: CheckOutFormProps) {
  const router = useRouter();
  const t = useTranslations("stay");
  const locale = useLocale();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [checks] = useState(() =>
    resolverOnDemand(() => import("@/lib/validations/stays").then((module) => module.checkOutFormSchema(stay.today))),
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isDirty },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: checks,
    // Checked on submit, then as typed: checked on blur, a damage row would show its errors as soon as it is added.
    mode: "onSubmit",
    defaultValues: { leaveDate: dayInputValue(defaultLeaveDate), damages: [], keyLost: false, waiveSuddenDepartureFee: false },
  });
  const damages = useFieldArray({ control, name: "damages" });
  const watched = useWatch({ control });
  // The rules of the check-out's day, as the server's settlement will apply them.
  const rules = stay.rules ?? DEFAULT_HOUSE_RULES;

  // The figures as typed so far: amounts not yet valid count as nothing until they are corrected.
  const leaveDate = parseDayInput(watched.leaveDate ?? "");
  const preview =
    leaveDate && leaveDate <= stay.today
      ? previewCheckOut(stay, {
          leaveDate,
          damages: (watched.damages ?? []).flatMap((damage) => {
            const amount = parseRupees(String(damage?.amount ?? ""));
            return amount ? [{ description: damage?.description ?? "", amount }] : [];
          }),
          keyLost: watched.keyLost === true,
          waive: watched.waiveSuddenDepartureFee === true,
        })
      : null;

  // Submitting the form only reviews: the settlement and, for a refund, how it is paid are confirmed in a dialog first.
  const onSubmit = handleSubmit((values) => {
    setReview({
      values,
      figures: previewCheckOut(stay, {
        leaveDate: values.leaveDate,
        damages: values.damages,
        keyLost: values.keyLost,
        waive: values.waiveSuddenDepartureFee,
      }),
    });
  });

  const confirm = async (values: Review["values"], expected: CheckOutFigures, refundMode: PaymentMode | null) => {
    setSending(true);
    try {
      const { settlement } = await api<{ settlement: CheckOutFigures }>(`/bookings/${bookingId}/check-out`, {
        method: "POST",
        body: { ...values, ...(refundMode && { refundMode }), ...versionOf({ updatedAt }) },
        idempotencyKey,
      });
      setDone(true);
      const differences = figureDifferences(t, locale, expected, settlement);
      if (differences.length > 0) {
        toast.warning(t("checkOut.differs"), { description: differences.join(t("figures.separator")), duration: Infinity });
      } else {
        toast.success(t("checkOut.done"), { description: t("checkOut.saved") });
      }
      router.push(`/bookings/settlement/${bookingId}`);
    } catch (error) {
      setSending(false);
      setReview(null);
      showServerErrors(error, setError, ["leaveDate", "keyLost", "waiveSuddenDepartureFee"]);
      toastSaveError(error, t("checkOut.failed"));
    }
  };

  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="grid items-start gap-4 lg:grid-cols-[1fr_20rem]">
        <LeaveGuard when={isDirty && !sending && !done} />
        <div className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
          <FormField
            label={t("checkOut.leaveDate")}
            inputMode="numeric"
            placeholder={t("dayPlaceholder")}
            autoComplete="off"
            required
            description={t("checkOut.leaveDateHint")}
            className="sm:max-w-xs"
            {...register("leaveDate")}
            error={errors.leaveDate?.message}
          />

          <fieldset className="grid gap-3">
            <legend className="mb-1.5 text-sm font-medium">{t("checkOut.damages")}</legend>
            {damages.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t("checkOut.noDamage")}</p> : null}
            {damages.fields.map((row, index) => (
              <div
                key={row.id}
                role="group"
                aria-label={t("checkOut.damage", { number: index + 1 })}
                className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_10rem_auto]"
              >
                <FormField
                  label={t("checkOut.description")}
                  autoComplete="off"
                  maxLength={200}
                  className="col-span-2 sm:col-span-1"
                  {...register(`damages.${index}.description`)}
                  error={errors.damages?.[index]?.description?.message}
                />
                <MoneyField
                  label={t("checkOut.amount")}
                  {...register(`damages.${index}.amount`)}
                  error={errors.damages?.[index]?.amount?.message}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-[1.375rem]"
                  aria-label={t("checkOut.removeDamage", { number: index + 1 })}
                  onClick={() => damages.remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button type="button" variant="outline" className="w-fit" onClick={() => damages.append({ description: "", amount: "" })}>
              <Plus aria-hidden="true" />
              {t("checkOut.addDamage")}
            </Button>
          </fieldset>

          <div className="grid gap-3">
            <label className="flex items-center gap-3 text-sm font-medium">
              <input type="checkbox" className={checkbox} {...register("keyLost")} />
              {t("checkOut.keyLost")}
            </label>
            {/* Waiving a fee is an owner's correction of money (docs/accounts.md): the others never see it, so it stays unticked. */}
            <IfCan permission="money.correct">
              <label className="flex items-start gap-3 text-sm font-medium has-[:disabled]:text-muted-foreground">
                <input
                  type="checkbox"
                  className={`${checkbox} mt-0.5`}
                  disabled={preview !== null && !preview.sudden}
                  aria-describedby="waive-hint"
                  {...register("waiveSuddenDepartureFee")}
                />
                <span>
                  {t("checkOut.waive")}
                  <span id="waive-hint" className="block text-xs font-normal text-muted-foreground">
                    {t("checkOut.waiveHint", { days: rules.noticeDays })}
                  </span>
                </span>
              </label>
            </IfCan>
          </div>
        </div>

        <section aria-labelledby="summary-title" className="grid gap-3 rounded-lg border bg-card p-4 sm:p-6 lg:sticky lg:top-20">
          <h2 id="summary-title" className="font-semibold">
            {t("checkOut.summary")}
          </h2>
          {preview ? (
            <div aria-live="polite" className="grid gap-3">
              <p className="text-sm text-muted-foreground">{noticeSummary(t, locale, preview, rules)}</p>
              <SettlementFigures figures={preview} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("checkOut.typeLeaveDate")}</p>
          )}
          <SubmitButton pending={sending || done} label={t("checkOut.confirm")} pendingLabel={t("checkOut.checkingOut")} />
        </section>
      </form>
      {review ? (
        <ConfirmCheckOut
          figures={review.figures}
          rules={rules}
          pending={sending || done}
          onCancel={() => setReview(null)}
          onConfirm={(refundMode) => confirm(review.values, review.figures, refundMode)}
        />
      ) : null}
    </>
  );
}

interface ConfirmCheckOutProps {
  figures: CheckOutFigures;
  rules: HouseRules;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (refundMode: PaymentMode | null) => void;
}

/** The settlement as it will be stored, confirmed before it is: a refund must say how it is paid. */
function ConfirmCheckOut({ figures, rules, pending, onCancel, onConfirm }: ConfirmCheckOutProps) {
  const t = useTranslations("stay");
  const locale = useLocale();
  const [refundMode, setRefundMode] = useState<PaymentMode | null>(null);
  const [missingMode, setMissingMode] = useState(false);
  const refund = figures.refund > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <form
          method="post"
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (refund && !refundMode) return setMissingMode(true);
            onConfirm(refund ? refundMode : null);
          }}
        >
          <DialogHeader>
            <DialogTitle>{t("checkOut.confirmTitle")}</DialogTitle>
            <DialogDescription>{noticeSummary(t, locale, figures, rules)}</DialogDescription>
          </DialogHeader>
          <SettlementFigures figures={figures} itemised />
          {refund ? (
            <fieldset className="grid gap-2" aria-describedby={missingMode ? "refund-mode-error" : undefined}>
              <legend className="mb-1 text-sm font-medium">
                {t("checkOut.refundMode", { amount: formatPKR(figures.refund, locale) })}
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {PAYMENT_MODES.map((mode) => (
                  <label
                    key={mode}
                    className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                  >
                    <input
                      type="radio"
                      name="refundMode"
                      value={mode}
                      required
                      className={checkbox}
                      checked={refundMode === mode}
                      onChange={() => {
                        setRefundMode(mode);
                        setMissingMode(false);
                      }}
                    />
                    {paymentModeName(mode, locale)}
                  </label>
                ))}
              </div>
              {missingMode ? (
                <p id="refund-mode-error" role="alert" className="text-sm text-destructive">
                  {t("checkOut.refundModeRequired")}
                </p>
              ) : null}
            </fieldset>
          ) : figures.stillOwed > 0 ? (
            <p className="text-sm">{t("checkOut.stillOwedNote", { amount: formatPKR(figures.stillOwed, locale) })}</p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {t("checkOut.back")}
            </Button>
            <SubmitButton pending={pending} label={t("checkOut.confirmButton")} pendingLabel={t("checkOut.checkingOut")} />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
