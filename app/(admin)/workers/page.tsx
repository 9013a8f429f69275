import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmployeeListScreen } from "@/components/employees/employee-screens";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listWorkers } from "@/lib/server/services/workers";
import { listQueryOf } from "@/lib/validations/list";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("employees");
  return { title: t("worker.titles.list") };
}

export default async function WorkersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  return <EmployeeListScreen area="worker" query={listQueryOf(await searchParams)} list={listWorkers} />;
}
