// The room rules the Add Room and Update Room form needs as it draws, without zod (./rooms.ts applies them).

/** The most beds a room can have. */
export const MAX_ROOM_CAPACITY = 20;
