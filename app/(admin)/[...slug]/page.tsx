import { notFound } from "next/navigation";

// Any path no other route matches lands here, so an unknown URL shows the not-found screen
// inside the admin shell (app/(admin)/not-found.tsx) with a 404 status, after the layout's
// session check. Without it, unmatched URLs would skip the shell and render app/not-found.tsx.
export default function UnknownPage() {
  notFound();
}
