// One resident, one bed (a second open stay of the same resident is refused), and the ledger's words
// for an adjustment: what caused it ("Moved to Room 8 on 15-11-2026"), in English and Urdu.
import { jest } from "@jest/globals";
import { createTranslator } from "use-intl/core";
import { compiled } from "@/lib/server/i18n/compiled";
import { getDb } from "@/lib/server/db";
import { formatYearMonth } from "@/lib/format";
import { adjustmentCauses } from "@/lib/server/services/adjustment-causes";
import { adjustmentText, ledgerEntries } from "@/components/stay/ledger-entries";
import type { StayT } from "@/components/stay/stay-facts";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { book, dayAfter, ddmmyyyy, expectAnswer, ledgerNow, newResident, newRoom, stayApi as api, today } from "../support/stays";

jest.setTimeout(120_000);

const translator = (locale: "en" | "ur") =>
  createTranslator({ locale, messages: compiled(locale === "en" ? en : ur), namespace: "stay" }) as unknown as StayT;
const openStay = (name: string, room: string, from: string) =>
  `${name} already has an open stay in ${room} from ${ddmmyyyy(from)}. Check him out, or give notice ending before this booking begins, first.`;

describe("one resident, one bed", () => {
  test("a second booking of a resident with an open stay is refused (409), also as a reservation; after a notice ending before it, it is taken", async () => {
    const [first, second] = [await newRoom({ rent: 8000, capacity: 2 }), await newRoom({ rent: 9000, capacity: 2 })];
    const resident = await newResident("Hamza Open");
    const living = await api.addBooking({ studentId: resident.id, selectedRoom: first._id, bookingDate: dayAfter(-20) });
    expectAnswer(living, 201);
    const stayId = living.body.data!._id;
    expectAnswer(
      await api.addBooking({ studentId: resident.id, selectedRoom: second._id, bookingDate: today() }),
      409,
      openStay(resident.name, first.roomNumber, dayAfter(-20)),
    );
    expectAnswer(
      await api.addBooking({ studentId: resident.id, selectedRoom: second._id, bookingDate: dayAfter(30) }),
      409,
      openStay(resident.name, first.roomNumber, dayAfter(-20)),
    );

    // On notice, leaving in 10 days: a booking from day 10 still overlaps it; from day 11 it is taken.
    expectAnswer(await api.notice(stayId, { leaveDate: dayAfter(10) }), 200);
    expectAnswer(
      await api.addBooking({ studentId: resident.id, selectedRoom: second._id, bookingDate: dayAfter(10) }),
      409,
      openStay(resident.name, first.roomNumber, dayAfter(-20)),
    );
    const next = await api.addBooking({ studentId: resident.id, selectedRoom: second._id, bookingDate: dayAfter(11) });
    expectAnswer(next, 201);
    // And that reservation is itself an open stay.
    expectAnswer(await api.addBooking({ studentId: resident.id, selectedRoom: first._id, bookingDate: dayAfter(60) }), 409);
  });
});

describe("the ledger says what caused an adjustment", () => {
  test("a move, a rent change and a withdrawn move are named, in English and Urdu; other lines keep their stored words", async () => {
    const [from, to] = [await newRoom({ rent: 9000, capacity: 2 }), await newRoom({ rent: 12000, capacity: 2 })];
    const stay = await book({ selectedRoom: from._id, bookingDate: dayAfter(-45), durationValue: 3 });
    const moveDay = dayAfter(-5);
    expectAnswer(await api.transfer(stay._id, { roomId: to._id, onDate: moveDay }), 200);
    expectAnswer(await api.transfer(stay._id, { roomId: to._id, onDate: today(), monthlyRent: 11000 }), 200);
    expectAnswer(await api.transfer(stay._id, { roomId: from._id, onDate: dayAfter(20) }), 200);
    expectAnswer(await api.withdrawTransfer(stay._id), 200);

    const ledger = await ledgerNow(stay._id);
    const adjustments = ledger.charges.filter((charge) => charge.kind === "adjustment");
    expect(adjustments.length).toBeGreaterThan(0);
    const causes = await adjustmentCauses(await getDb(), stay._id);
    // Every adjustment posted by a change has its cause; the rent lines have none.
    expect([...causes.keys()].sort()).toEqual(adjustments.map((charge) => charge._id).sort());
    // A move dated ahead into a month not yet charged (and its withdrawal) posts nothing.
    const kinds = new Set([...causes.values()].map((cause) => cause.kind));
    expect(kinds.has("move") && kinds.has("rentChange")).toBe(true);
    expect(kinds.has("moveWithdrawn")).toBe(dayAfter(20).slice(0, 7) === today().slice(0, 7));

    const move = [...causes.entries()].find(([, cause]) => cause.kind === "move")!;
    expect(move[1]).toEqual({ kind: "move", room: to.roomNumber, date: moveDay });
    const withCauses = { ...ledger, charges: ledger.charges.map((charge) => ({ ...charge, cause: causes.get(charge._id) ?? null })) };
    const line = ledgerEntries(withCauses as unknown as Parameters<typeof ledgerEntries>[0]).find((entry) => entry.key === move[0])!;
    expect(line.type === "charge" && line.cause).toEqual(move[1]);
    const period = line.type === "charge" ? line.period : null;
    // The month it corrects is named when it is not the move's own.
    const month = period === moveDay.slice(0, 7) ? "" : `: ${formatYearMonth(period)}`;
    // The room number is kept on one line (a no-break space inside it).
    const roomOnOneLine = to.roomNumber.replace(/ /g, "\u00a0");
    expect(adjustmentText(translator("en"), "en", move[1], period)).toBe(`Moved to ${roomOnOneLine} on ${ddmmyyyy(moveDay)}${month}`);
    const urdu = adjustmentText(translator("ur"), "ur", move[1], period)!;
    expect(urdu).toContain(`\u2066${roomOnOneLine}\u2069`);
    expect(urdu).toContain(ddmmyyyy(moveDay));
    expect(urdu).toContain("منتقلی");

    const rent = [...causes.values()].find((cause) => cause.kind === "rentChange");
    if (rent) {
      expect(rent).toEqual({ kind: "rentChange", rent: 11000, date: today() });
      expect(adjustmentText(translator("en"), "en", rent, today().slice(0, 7))).toBe(
        `Rent changed to PKR 11,000 from ${ddmmyyyy(today())}`,
      );
    }
    // A line without a known cause keeps its stored description.
    expect(adjustmentText(translator("en"), "en", null, today().slice(0, 7))).toBeNull();
  });

  test("a change of the check-in date and a check-out are named", async () => {
    const room = await newRoom({ rent: 10000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-50), durationValue: 3 });
    expectAnswer(await api.update(stay._id, { bookingDate: dayAfter(-40) }), 200);
    expectAnswer(await api.checkOut(stay._id, { leaveDate: dayAfter(-3) }), 200);
    const causes = [...(await adjustmentCauses(await getDb(), stay._id)).values()];
    expect(causes).toContainEqual({ kind: "checkIn", date: dayAfter(-40) });
    expect(causes).toContainEqual({ kind: "checkOut", date: dayAfter(-3) });
    expect(adjustmentText(translator("en"), "en", { kind: "checkIn", date: dayAfter(-40) }, dayAfter(-40).slice(0, 7))).toBe(
      `Check-in date changed to ${ddmmyyyy(dayAfter(-40))}`,
    );
    expect(adjustmentText(translator("ur"), "ur", { kind: "checkOut", date: dayAfter(-3) }, dayAfter(-3).slice(0, 7))).toBe(
      `${ddmmyyyy(dayAfter(-3))} کو چیک آؤٹ`,
    );
  });
});
