"use client";

import { useEffect } from "react";
import { toast } from "@/lib/browser/toast";

/** An edit screen whose record could not be read also says so in a toast (Edit Worker: 'Failed to fetch worker details. Please try again.'). */
export function FetchFailedToast({ message, id }: { message: string; id: string }) {
  useEffect(() => {
    // A fixed id: a remount (or React's development double effect) shows it once.
    toast.error(message, { id });
  }, [message, id]);
  return null;
}
