import { LanguageToggle } from "@/components/layout/language-switch";
import { Card } from "@/components/ui/card";
import { AreaMessages } from "@/lib/server/i18n/client-messages";

// Every auth screen: one centred card with the hostel picture in its header, as all four screens have it,
// and the language switch above its end corner (the language is kept in a cookie until sign-in).
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <AreaMessages area="(auth)">
      <main className="flex min-h-dvh items-center justify-center bg-linear-to-b from-blue-50 to-background px-4 py-8 sm:py-12">
        <div className="w-full max-w-md">
          <div className="mb-3 flex justify-end">
            <LanguageToggle className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-primary/20 bg-card px-3 text-sm font-medium text-primary shadow-sm transition-colors hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-70" />
          </div>
          <Card className="overflow-hidden shadow-lg shadow-primary/5">
            {/* A plain <img>, as next/image would render this SVG (it serves SVGs as they are): next/image's
                client code (about 5 kB gzipped) would load with every sign-in screen for one picture. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src="/images/auth-header.svg"
              alt=""
              width={480}
              height={160}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="block aspect-[3/1] h-auto w-full border-b"
              style={{ color: "transparent" }}
            />
            {children}
          </Card>
        </div>
      </main>
    </AreaMessages>
  );
}
