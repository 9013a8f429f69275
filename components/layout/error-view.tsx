"use client";

import { useEffect } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { House, RotateCw, TriangleAlert } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";

/**
 * What a screen shows when it fails to render (the database unreachable, say): a plain message in the
 * administrator's language and a way on, never the framework's English page or a stack trace. The
 * details stay in the server's log, under the digest the browser's console shows.
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("common");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <TriangleAlert className="h-12 w-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight">{t("screenFailed.title")}</h1>
      <p className="max-w-md text-balance text-muted-foreground">{t("screenFailed.text")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" onClick={() => retry()}>
          <RotateCw aria-hidden="true" />
          {t("screenFailed.retry")}
        </Button>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          <House aria-hidden="true" />
          {t("notFound.home")}
        </Link>
      </div>
    </section>
  );
}
