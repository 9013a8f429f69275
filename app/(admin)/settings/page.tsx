import type { Metadata } from "next";
import { Info } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { ChargeTypeButton } from "@/components/settings/charge-type-dialog";
import { ChargeTypesTable } from "@/components/settings/charge-types-table";
import { ExpenseCategoriesForm } from "@/components/settings/expense-categories-form";
import { HostelDetailsForm } from "@/components/settings/hostel-details-form";
import { HouseRulesForm } from "@/components/settings/house-rules-form";
import { LateFeeForm } from "@/components/settings/late-fee-form";
import { RegisterSettingsForm } from "@/components/settings/register-settings-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formatDate, formatPKR } from "@/lib/format";
import { getChargeTypes, getSettings } from "@/lib/server/services/settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("title") };
}

/**
 * The hostel's settings: its details (printed on receipts and reports), the house rules, the late fee, the expense
 * categories and the charge types. Owners change them; the other roles see them read-only, as the API
 * lets every role read them (GET /api/settings, /api/charge-types) and only owners write.
 */
export default async function SettingsPage() {
  const admin = await requireAdminPage();
  const [t, locale, settings, types] = await Promise.all([getTranslations("settings"), getLocale(), getSettings(), getChargeTypes()]);
  const editable = can(admin.access, "settings");
  const { lateFee } = settings;
  // Each form starts again from the stored values once a save has refreshed the page.
  const keyOf = (value: unknown) => JSON.stringify(value);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      {editable ? null : (
        <p role="note" className="flex items-start gap-2 rounded-md border border-primary/20 bg-primary/5 px-3 py-2.5 text-sm">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {t("readOnly")}
        </p>
      )}

      <SettingsSection id="settings-hostel" title={t("hostel.title")} description={t("hostel.description")}>
        <HostelDetailsForm key={keyOf(settings.hostel)} hostel={settings.hostel} readOnly={!editable} />
      </SettingsSection>

      <SettingsSection id="settings-house-rules" title={t("houseRules.title")} description={t("houseRules.description")}>
        <HouseRulesForm key={keyOf(settings.houseRules)} houseRules={settings.houseRules} readOnly={!editable} />
      </SettingsSection>

      <SettingsSection id="settings-late-fee" title={t("lateFee.title")} description={t("lateFee.description")}>
        <div className="grid gap-4">
          <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium">
            {lateFee.amount > 0 && lateFee.from
              ? t("lateFee.state.on", {
                  amount: formatPKR(lateFee.amount, locale),
                  days: lateFee.graceDays,
                  date: formatDate(lateFee.from),
                })
              : t("lateFee.state.off")}
          </p>
          <LateFeeForm key={keyOf(lateFee)} lateFee={lateFee} readOnly={!editable} />
        </div>
      </SettingsSection>

      <SettingsSection id="settings-register" title={t("register.title")} description={t("register.description")}>
        <RegisterSettingsForm key={keyOf(settings.register)} register={settings.register} readOnly={!editable} />
      </SettingsSection>

      <SettingsSection id="settings-categories" title={t("categories.title")} description={t("categories.description")}>
        <ExpenseCategoriesForm key={keyOf(settings.expenseCategories)} categories={settings.expenseCategories} readOnly={!editable} />
      </SettingsSection>

      <SettingsSection
        id="settings-types"
        title={t("types.title")}
        description={t("types.description")}
        action={editable ? <ChargeTypeButton /> : undefined}
      >
        <ChargeTypesTable types={types} editable={editable} />
      </SettingsSection>
    </div>
  );
}
