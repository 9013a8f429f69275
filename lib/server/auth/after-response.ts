import "server-only";
import { after } from "next/server";

const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the answer has been sent (Next's `after`), so its work neither delays the answer
 * nor shows in its timing. Outside a Next request, where `after` throws (the API tests call handlers
 * directly), the task starts at once, un-awaited; `settled()` waits for those.
 */
export function afterResponse(task: () => Promise<void>): void {
  const run = () => task().catch((error: unknown) => console.error("[after] work after an answer failed:", error));
  try {
    after(run);
  } catch {
    const running: Promise<void> = run().finally(() => pending.delete(running));
    pending.add(running);
  }
}

/** Resolves once every task started outside a Next request has finished. */
export async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
