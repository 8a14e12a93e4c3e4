import { eq } from "drizzle-orm";

import { createDatabase } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { upsertAdmin } from "@/lib/admins/service";
import { sealAdminSession, sessionFor } from "@/lib/auth/session";
import { startSession } from "@/lib/sessions/service";

const db = createDatabase(process.env.DATABASE_URL!, { max: 1 });
const { id } = await upsertAdmin(db, { username: "scale_admin", email: "scale@example.com", pin: "2468", password: "Scale-Pass-2026!", firstName: "Sam", lastName: "", role: "owner" } as never);
const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
const session = await startSession(db, { adminId: id, userAgent: "curl", ip: "127.0.0.1" });
console.log(await sealAdminSession(sessionFor(admin!, session)));
await db.$client.end();
