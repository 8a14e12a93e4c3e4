import type { Database } from "@/db/client";
import { upsertAdmin } from "@/lib/team/service";

/** The admin most integration tests act as; pass changes for the fields a test cares about. */
export function insertDana(db: Database, changes: Partial<Parameters<typeof upsertAdmin>[1]> = {}) {
  return upsertAdmin(db, {
    username: "dana",
    email: "dana@summitdigital.co",
    pin: "2468",
    password: "Summit-Pass-1",
    firstName: "Dana",
    lastName: null,
    phone: null,
    ...changes,
  });
}
