import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HistoryReport } from "@/components/histories/history-report";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/server/auth/session";
import { getHistory } from "@/lib/server/services/histories";
import { loadForPage } from "@/lib/server/services/records";
import { printedHostel } from "@/lib/server/services/settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("histories");
  return { title: t("titles.view") };
}

export default async function ViewHistoryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(async () => {
    const [history, hostel] = await Promise.all([getHistory(id), printedHostel()]);
    return { history, hostel };
  });
  return (
    <RecordState loaded={loaded} noun="history">
      {({ history, hostel }) => <HistoryReport hostel={hostel} history={history} />}
    </RecordState>
  );
}
