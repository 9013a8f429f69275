import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NoData } from "@/components/data-table/no-data";
import { DayPicker } from "@/components/occupancy/day-picker";
import { RoomCard, type OccupancyRoom } from "@/components/occupancy/room-card";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formatDate, humanize } from "@/lib/format";
import { roomOccupancy } from "@/lib/server/services/occupancy";
import { isVipRoom } from "@/lib/server/services/rooms";
import { hostelToday } from "@/lib/server/services/stays";
import { occupancyQuerySchema } from "@/lib/validations/stays";
import { FLOORS } from "@/models/enums";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("occupancy");
  return { title: t("title") };
}

/** The rooms by floor, ground floor first; each floor's rooms stay in room-number order. */
function byFloor(rooms: OccupancyRoom[]) {
  const floors = new Map<string, OccupancyRoom[]>();
  for (const room of rooms) {
    const floor = room.floorNumber ?? "";
    floors.set(floor, [...(floors.get(floor) ?? []), room]);
  }
  const rank = (floor: string) => {
    const index = (FLOORS as readonly string[]).indexOf(floor);
    return index === -1 ? FLOORS.length + (floor ? 0 : 1) : index;
  };
  return [...floors].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

export default async function OccupancyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("occupancy");
  const { on } = await searchParams;
  const today = hostelToday();
  const parsed = occupancyQuerySchema.safeParse({ on: Array.isArray(on) ? on[0] : on });
  const day = (parsed.success && parsed.data.on) || today;
  const rooms = (await roomOccupancy(day)).rooms.map((room) => ({ ...room, isVip: isVipRoom(room.roomNumber) }));
  const beds = rooms.reduce((sum, room) => sum + room.capacity, 0);
  const free = rooms.reduce((sum, room) => sum + Math.max(room.free, 0), 0);
  const strong = (chunks: React.ReactNode) => <span className="font-medium text-foreground">{chunks}</span>;
  const floorName = (floor: string) =>
    floor === "ground" || floor === "first" || floor === "second"
      ? t(`floors.${floor}`)
      : floor
        ? t("floors.other", { floor: humanize(floor) })
        : t("floors.notSet");

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t.rich(day === today ? "summaryToday" : "summaryOn", { date: formatDate(day), taken: beds - free, beds, free, b: strong })}
          </p>
        </div>
        <DayPicker key={day} day={day} today={today} />
      </div>
      {rooms.length === 0 ? <NoData text={t("noRooms")} /> : null}
      {byFloor(rooms).map(([floor, floorRooms]) => (
        <section key={floor} aria-labelledby={`floor-${floor || "none"}`} className="grid gap-3">
          <h2 id={`floor-${floor || "none"}`} className="text-lg font-semibold">
            {floorName(floor)}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {floorRooms.map((room) => (
              <RoomCard key={room._id} room={room} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
