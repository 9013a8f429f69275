"use client";

import { useEffect } from "react";
import { toast } from "@/lib/toast";

/** Edit Worker: when the worker could not be read, also says so in a toast ('Failed to fetch worker details. Please try again.'). */
export function FetchFailedToast() {
  useEffect(() => {
    // A fixed id: a remount (or React's development double effect) shows it once.
    toast.error("Failed to fetch worker details. Please try again.", { id: "worker-fetch-failed" });
  }, []);
  return null;
}
