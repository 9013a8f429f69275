"use client";

import { ErrorView } from "@/components/layout/error-view";

// A screen of the panel that fails to render: the message inside the shell, so the menu still works.
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
