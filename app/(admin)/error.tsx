"use client";

import { lazy, Suspense } from "react";

// The message's code (its texts, icons and buttons) loads when a screen fails, not with every screen.
const ErrorView = lazy(() => import("@/components/layout/error-view").then((module) => ({ default: module.ErrorView })));

// A screen of the panel that fails to render: the message inside the shell, so the menu still works.
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorView error={error} retry={retry} />
    </Suspense>
  );
}
