import { withAdmin } from "@/lib/authentication/route-guards";

/** The signed-in admin's public fields (SPEC §3 session fields, never a hash or the version). */
export const GET = withAdmin(async (_request, _context, admin) =>
  Response.json(
    {
      admin_id: admin.id,
      username: admin.username,
      email: admin.email,
      first_name: admin.firstName,
      last_name: admin.lastName,
      role: admin.role,
      authenticated_at: admin.authenticatedAt.toISOString(),
    },
    { headers: { "Cache-Control": "no-store" } },
  ),
);
