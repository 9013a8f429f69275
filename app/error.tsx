"use client";

import { ErrorView } from "@/components/layout/error-view";

// Root boundary: a sign-in screen, or the admin shell itself (its session check), that fails to render.
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <ErrorView error={error} retry={retry} />
    </main>
  );
}
