import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: t("notFound.title") };
}

// Rendered inside the admin shell for notFound() in any admin page, including the catch-all.
export default function AdminNotFound() {
  return <NotFoundView />;
}
