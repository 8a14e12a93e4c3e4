import { redirect } from "next/navigation";

import { clearSessionCookie } from "@/lib/authentication/cookie";
import { readSignedInAdmin } from "@/lib/authentication/guards";

/**
 * Where pages send a session cookie that is present but no longer valid (expired, forged, or
 * ended by a password change): only a route handler may delete it. A valid session is left alone,
 * so a link here cannot log anyone out.
 */
export async function GET() {
  if (!(await readSignedInAdmin())) await clearSessionCookie();
  redirect("/admin/login");
}
