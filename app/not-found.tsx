import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: t("notFound.title") };
}

// Root boundary: notFound() outside the admin shell (e.g. the auth screens). Unknown URLs of a
// signed-in admin reach app/(admin)/not-found.tsx through the catch-all, inside the shell.
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <NotFoundView />
    </main>
  );
}
