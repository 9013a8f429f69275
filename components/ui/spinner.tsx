import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useTranslations("common");
  return (
    <span role="status" className={cn("inline-flex items-center justify-center", className)}>
      <Loader2 className="h-6 w-6 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}
