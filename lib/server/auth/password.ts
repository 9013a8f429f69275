import bcrypt from "bcryptjs";

const COST = 10;
// Compared against when the e-mail is unknown, so both answers take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", COST);

// bcryptjs computes on the event loop, in slices of up to 100 ms: hashes run side by side finish no
// sooner, they only hold every other request up for longer. So one runs at a time; the others queue.
const MAX_RUNNING = 1;
let running = 0;
const queue: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RUNNING) running++;
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next)
      next(); // the slot passes straight to the next caller
    else running--;
  }
}

export const hashPassword = (password: string) => inTurn(() => bcrypt.hash(password, COST));

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await inTurn(() => bcrypt.compare(password, hash ?? DUMMY_HASH));
  return matches && hash !== undefined;
}
