"use client";

import { useState } from "react";
import { newIdempotencyKey } from "@/lib/browser/api-client";

/**
 * One Idempotency-Key for as long as the form is open: a second submit of the same form (a double
 * click, a retry after a lost answer) is then the same request, and the server writes it once.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newIdempotencyKey);
  return key;
}
