import Image from "next/image";
import { Card } from "@/components/ui/card";

// Every auth screen: one centred card with the hostel picture in its header, as all four screens have it.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-linear-to-b from-blue-50 to-background px-4 py-8 sm:py-12">
      <div className="w-full max-w-md">
        <Card className="overflow-hidden shadow-lg shadow-primary/5">
          <Image
            src="/images/auth-header.svg"
            alt=""
            width={480}
            height={160}
            loading="eager"
            fetchPriority="high"
            className="block aspect-[3/1] h-auto w-full border-b"
          />
          {children}
        </Card>
      </div>
    </main>
  );
}
