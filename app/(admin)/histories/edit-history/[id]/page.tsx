import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen } from "@/components/form/form-screen";
import { HistoryForm } from "@/components/histories/history-form";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { getHistory } from "@/lib/services/histories";
import { loadForPage } from "@/lib/services/records";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("histories");
  return { title: t("titles.edit") };
}

export default async function EditHistoryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const t = await getTranslations("histories");
  const { id } = await params;
  const loaded = await loadForPage(() => getHistory(id));
  return (
    <FormScreen title={t("titles.edit")} backHref="/histories">
      <RecordState loaded={loaded} noun="history">
        {(history) => <HistoryForm history={history} />}
      </RecordState>
    </FormScreen>
  );
}
