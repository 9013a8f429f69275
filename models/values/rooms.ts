// The rooms' value lists (models/enums.ts names every list).

export const ROOM_NUMBERS = Array.from({ length: 36 }, (_, index) => `Room ${index + 1}`) as readonly string[];
export const VIP_ROOM_NUMBERS = ["Room 1", "Room 13", "Room 14", "Room 26", "Room 27"] as const;
export const ROOM_TYPES = ["single", "double", "triple", "fourth", "fifth"] as const;
export const FLOORS = ["ground", "first", "second"] as const;
export const FACILITIES = ["AC", "Bathroom", "Wifi", "Study Table", "Wardrobe", "Geezer", "Toilet"] as const;
