import type { Metadata } from "next";
import { NotFoundView } from "@/components/layout/not-found-view";

export const metadata: Metadata = { title: "Page not found" };

// Rendered inside the admin shell for notFound() in any admin page, including the catch-all.
export default function AdminNotFound() {
  return <NotFoundView />;
}
