"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import type { HouseRulesFormValues } from "@/lib/validations/settings";
import { SettingsForm, useSettingsForm } from "./settings-form";
import type { SettingsValues } from "./types";

type SuddenFeeKind = HouseRulesFormValues["houseRules"]["suddenFeeKind"];

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.houseRulesFormSchema));
const FIELDS = ["houseRules.noticeDays", "houseRules.rentDueDay", "houseRules.lostKeyFine", "houseRules.suddenDepartureFee"] as const;
const KINDS: readonly SuddenFeeKind[] = ["one_month", "fixed"];

/**
 * The house rules (docs/bills.md, "House rules"): the days of notice a departure needs, the rent's due day,
 * the lost-key fine and the sudden-departure fee, a month of the stay's rent or a fixed amount. They apply
 * from the day they are saved; lines already issued keep theirs. Read-only for all but owners.
 */
export function HouseRulesForm({ houseRules, readOnly }: { houseRules: SettingsValues["houseRules"]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const hintId = useId();
  const fixed = houseRules.suddenDepartureFee !== "one_month";
  const { register, control, onSubmit, errors, isSubmitting } = useSettingsForm({
    resolver: checks,
    defaultValues: {
      houseRules: {
        noticeDays: String(houseRules.noticeDays),
        rentDueDay: String(houseRules.rentDueDay),
        lostKeyFine: String(houseRules.lostKeyFine),
        suddenFeeKind: fixed ? "fixed" : "one_month",
        suddenDepartureFee: fixed ? String(houseRules.suddenDepartureFee) : "",
      },
    },
    fields: FIELDS,
    saved: t("houseRules.saved"),
    change: ({ houseRules: change }) => ({ houseRules: change }),
  });
  const kind = useWatch({ control, name: "houseRules.suddenFeeKind" });

  const number = { type: "text", inputMode: "numeric", autoComplete: "off", required: true } as const;
  return (
    <SettingsForm
      titleId="settings-house-rules-title"
      readOnly={readOnly}
      pending={isSubmitting}
      onSubmit={onSubmit}
      after={<p className="text-sm text-muted-foreground">{t("houseRules.fromToday")}</p>}
    >
      <div className="grid gap-4 md:grid-cols-3">
        <FormField
          label={t("houseRules.noticeDays")}
          {...number}
          description={t("houseRules.noticeDaysHint")}
          {...register("houseRules.noticeDays")}
          error={errors.houseRules?.noticeDays?.message}
        />
        <FormField
          label={t("houseRules.rentDueDay")}
          {...number}
          description={t("houseRules.rentDueDayHint")}
          {...register("houseRules.rentDueDay")}
          error={errors.houseRules?.rentDueDay?.message}
        />
        <MoneyField
          label={t("houseRules.lostKeyFine")}
          required
          description={t("houseRules.lostKeyFineHint")}
          {...register("houseRules.lostKeyFine")}
          error={errors.houseRules?.lostKeyFine?.message}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <fieldset className="grid content-start gap-1.5 md:col-span-2" aria-describedby={hintId}>
          <legend className="mb-1.5 text-sm font-medium">{t("houseRules.suddenFee")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {KINDS.map((value) => (
              <label
                key={value}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed"
              >
                <input type="radio" value={value} className="size-4 shrink-0 accent-primary" {...register("houseRules.suddenFeeKind")} />
                {t(`houseRules.suddenFeeKinds.${value}`)}
              </label>
            ))}
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            {t("houseRules.suddenFeeHint")}
          </p>
        </fieldset>
        {kind === "fixed" ? (
          <MoneyField
            label={t("houseRules.fixedAmount")}
            required
            {...register("houseRules.suddenDepartureFee")}
            error={errors.houseRules?.suddenDepartureFee?.message}
          />
        ) : null}
      </div>
    </SettingsForm>
  );
}
