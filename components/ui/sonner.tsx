"use client";

import { useEffect, useState } from "react";
import { sonnerReady, toasterMounted } from "@/lib/toast";

type Sonner = typeof import("sonner");

/** The notification container: top right, each toast closing after 5 seconds; sonner loads with the first toast (lib/toast.ts). */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(
    () =>
      toasterMounted(() => {
        import("sonner").then(setSonner, (error) => console.error("The notifications could not be loaded:", error));
      }),
    [],
  );
  return sonner ? <Container sonner={sonner} /> : null;
}

function Container({ sonner }: { sonner: Sonner }) {
  // sonner's container subscribes in its own effect, which React runs before this parent's.
  useEffect(() => sonnerReady(sonner), [sonner]);
  return <sonner.Toaster position="top-right" duration={5000} richColors closeButton />;
}
