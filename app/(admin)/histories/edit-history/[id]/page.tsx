import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { HistoryForm } from "@/components/histories/history-form";
import { RecordState } from "@/components/view/record-view";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { getHistory } from "@/lib/server/services/histories";
import { loadForPage } from "@/lib/server/services/records";
import { formShape } from "@/lib/validations/errors";
import { historySchema } from "@/lib/validations/histories";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("histories");
  return { title: t("titles.edit") };
}

export default async function EditHistoryPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("histories"))("titles.edit")} backHref="/histories" />;
  const t = await getTranslations("histories");
  const { id } = await params;
  const loaded = await loadForPage(() => getHistory(id));
  return (
    <FormScreen title={t("titles.edit")} backHref="/histories">
      <RecordState loaded={loaded} noun="history">
        {(history) => <HistoryForm history={history} shape={formShape(historySchema)} />}
      </RecordState>
    </FormScreen>
  );
}
