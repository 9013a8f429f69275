import "server-only";
import { asc, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import type { Access } from "@/lib/permissions";
import { users } from "@/models/users";

/** An administrator as the owners' list shows them: never a password hash, token version or language. */
export interface AccountSummary {
  _id: string;
  username: string;
  email: string;
  access: Access;
  createdAt: Date;
  /** Sent back with a change, so a change made meanwhile by someone else is refused (409). */
  updatedAt: Date;
}

/** Rank of each access in the list: owners first, then managers, then viewers. */
const accessRank = sql`case ${users.access} when 'owner' then 0 when 'manager' then 1 else 2 end`;

/** Every administrator account, owners first, each group in the order they were added (the owners' Administrators screen). */
export async function listAccounts(): Promise<AccountSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      access: users.access,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .orderBy(accessRank, asc(users.createdAt), asc(users.id));
  return rows.map(({ id, ...account }) => ({ _id: id, ...account }));
}
