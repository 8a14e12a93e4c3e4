import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers } from "@/db/schema";

import type { Profile } from "./types";

export async function getProfile(db: Db, adminId: string): Promise<Profile | null> {
  const [profile] = await db
    .select({
      username: adminUsers.username,
      email: adminUsers.email,
      phone: adminUsers.phone,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return profile ?? null;
}
