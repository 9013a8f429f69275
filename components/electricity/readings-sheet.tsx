import { useTranslations } from "next-intl";
import { formatDate, formatNumber } from "@/lib/format";
import type { SheetRoomJson } from "./bill-types";
import { BillPreview, ReadingEntry } from "./readings-form";

// The Electricity sheet: every room with its beds, last reading, its day and the units of its last bill;
// for those who take readings also each room's new reading and its bill as typed (the form's cells).
// Below 768 px each room is a card, each value under its column's name, as the lists do.

const cell =
  "flex min-w-0 justify-between gap-4 py-1 text-end [overflow-wrap:anywhere] before:shrink-0 before:text-start before:font-medium before:text-muted-foreground before:content-[attr(data-label)] md:table-cell md:px-3 md:py-3 md:text-start md:align-top md:before:content-none";
// A form cell on a card: its name above it, the controls at full width.
const formCell =
  "grid gap-1.5 py-2 before:font-medium before:text-muted-foreground before:content-[attr(data-label)] md:table-cell md:px-3 md:py-3 md:align-top md:before:content-none";

export function ReadingsSheet({ rooms, editable }: { rooms: SheetRoomJson[]; editable: boolean }) {
  const t = useTranslations("electricity.sheet");
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border md:bg-card">
      <table className="block w-full text-start text-sm md:table">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="hidden bg-muted text-xs text-muted-foreground md:table-header-group">
          <tr>
            {[t("room"), t("beds"), t("lastReading"), t("readOn"), t("lastUnits"), ...(editable ? [t("newReading"), t("bill")] : [])].map(
              (header) => (
                <th key={header} scope="col" className="px-3 py-3 text-start font-semibold">
                  {header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="grid grid-cols-1 gap-3 md:table-row-group md:divide-y">
          {rooms.map((room) => (
            <tr
              key={room.roomId}
              data-room={room.roomNumber}
              className="block min-w-0 rounded-lg border bg-card px-4 py-2 md:table-row md:rounded-none md:border-0 md:p-0"
            >
              <th scope="row" data-label={t("room")} className={`${cell} font-semibold`}>
                {room.roomNumber}
              </th>
              <td data-label={t("beds")} className={`${cell} tabular-nums`}>
                {room.capacity}
              </td>
              <td data-label={t("lastReading")} className={`${cell} tabular-nums`}>
                {room.last ? formatNumber(room.last.reading) : <span className="text-muted-foreground">{t("noReading")}</span>}
              </td>
              <td data-label={t("readOn")} className={`${cell} tabular-nums`}>
                {room.last ? formatDate(room.last.readOn) : "—"}
              </td>
              <td data-label={t("lastUnits")} className={`${cell} tabular-nums`}>
                {room.last?.units !== null && room.last?.units !== undefined ? formatNumber(room.last.units) : "—"}
              </td>
              {editable ? (
                <>
                  <td data-label={t("newReading")} className={formCell}>
                    <ReadingEntry roomId={room.roomId} roomNumber={room.roomNumber} />
                  </td>
                  <td data-label={t("bill")} className={formCell}>
                    <BillPreview roomId={room.roomId} />
                  </td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
