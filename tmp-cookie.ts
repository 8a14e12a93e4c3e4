import { createDatabase } from "@/db/client";
import { upsertAdmin } from "@/lib/admins/service";
import { sealAdminSession, sessionFor } from "@/lib/auth/session";
import { startSession } from "@/lib/sessions/service";

const db = createDatabase(process.env.DATABASE_URL!, { max: 1 });
const admin = await upsertAdmin(db, { username: "scale_admin", email: "scale@example.com", pin: "2468", password: "Scale-Pass-2026!", firstName: "Sam", lastName: "", role: "owner" } as never);
const session = await startSession(db, { adminId: (admin as { id: string }).id, userAgent: "curl", ip: "127.0.0.1" });
console.log(await sealAdminSession(sessionFor(admin as never, session)));
await db.$client.end();
