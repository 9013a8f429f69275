import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { Toaster } from "@/components/ui/sonner";
import { config } from "@/lib/config";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  return { title: { default: config.hostelName, template: `%s | ${config.hostelName}` }, description: "Hostel administration panel" };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request makes every page render per request, so Next applies the CSP nonce from proxy.ts.
  await headers();
  return (
    <html lang="en">
      <body className="min-h-screen">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
