"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";

/**
 * Goes to the list after a save, with fresh data. `leaving` stays true until the list is shown, so the
 * submit button stays disabled: a late second click would add the record again or, on an edit, be
 * refused as a change over the one just saved.
 */
export function useLeaveAfterSave(): { leaving: boolean; leave: (path: string) => void } {
  const router = useRouter();
  const [leaving, startTransition] = useTransition();
  const leave = (path: string) =>
    startTransition(() => {
      router.push(path);
      router.refresh();
    });
  return { leaving, leave };
}
