"use client";

import { Suspense, useState } from "react";

/**
 * Renders its children from the first time `open` is true on, so the code of a lazy child (React.lazy) is
 * fetched when it is first wanted, not with the page; nothing shows while it loads.
 */
export function OnDemand({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusted during render (React's pattern for state derived from props).
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
