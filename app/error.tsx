"use client";

import { lazy, Suspense } from "react";

// The message's code (its texts, icons and buttons) loads when a screen fails, not with every screen.
const ErrorView = lazy(() => import("@/components/layout/error-view").then((module) => ({ default: module.ErrorView })));

// Root boundary: a sign-in screen, or the admin shell itself (its session check), that fails to render.
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Suspense fallback={null}>
        <ErrorView error={error} retry={retry} />
      </Suspense>
    </main>
  );
}
