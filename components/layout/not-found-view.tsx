import { House } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The not-found picture, a short text and a way home (spec: any other path shows a not-found image). */
export function NotFoundView({ className }: { className?: string }) {
  const t = useTranslations("common");
  return (
    <section className={cn("flex flex-col items-center gap-4 px-4 py-8 text-center", className)}>
      {/* A small static SVG from public/: next/image would add nothing here. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/images/not-found.svg" alt="" width={480} height={380} loading="lazy" className="h-auto w-full max-w-xs sm:max-w-sm" />
      <h1 className="text-2xl font-semibold tracking-tight">{t("notFound.title")}</h1>
      <p className="max-w-md text-balance text-muted-foreground">{t("notFound.text")}</p>
      <a href="/" className={cn(buttonVariants(), "mt-2")}>
        <House aria-hidden="true" />
        {t("notFound.home")}
      </a>
    </section>
  );
}
