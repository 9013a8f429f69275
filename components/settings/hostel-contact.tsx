import { MapPin, Phone } from "lucide-react";
import { Ltr } from "@/components/ui/ltr";
import { cn } from "@/lib/utils";

/** The hostel as a print heads with it (the saved settings, lib/server/services/settings.ts): its name, address and phone. */
export interface PrintedHostel {
  name: string;
  address: string;
  phone: string;
}

/** The address and phone under the hostel's name on a print, each when set; nothing when neither is. */
export function HostelContact({ hostel, className }: { hostel: PrintedHostel; className?: string }) {
  if (!hostel.address && !hostel.phone) return null;
  return (
    <p className={cn("hostel-contact flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground", className)}>
      {hostel.address ? (
        <span className="inline-flex items-baseline gap-1">
          <MapPin className="h-3 w-3 shrink-0 self-center" aria-hidden="true" />
          {hostel.address}
        </span>
      ) : null}
      {hostel.phone ? (
        <span className="inline-flex items-baseline gap-1">
          <Phone className="h-3 w-3 shrink-0 self-center" aria-hidden="true" />
          <Ltr>{hostel.phone}</Ltr>
        </span>
      ) : null}
    </p>
  );
}
