"use client";

import { Toaster as Sonner } from "sonner";

/** The notification container: top right, each toast closing after 5 seconds. */
export function Toaster() {
  return <Sonner position="top-right" duration={5000} richColors closeButton />;
}
