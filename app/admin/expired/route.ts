import { redirect } from "next/navigation";

import { readSignedInAdmin } from "@/lib/auth/require-admin";
import { clearSessionCookie } from "@/lib/auth/session";

/**
 * Where pages send a session cookie that is present but no longer valid (expired, forged, or
 * ended by a password change): only a route handler may delete it. A valid session is left alone,
 * so a link here cannot log anyone out.
 */
export async function GET() {
  if (!(await readSignedInAdmin())) await clearSessionCookie();
  redirect("/admin/login");
}
