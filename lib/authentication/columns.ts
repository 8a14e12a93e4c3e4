import { adminUsers } from "@/db/schema";

/** Who an admin is, as the session check and the Team list read them (never a hash). */
export const adminIdentityColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  firstName: adminUsers.firstName,
  lastName: adminUsers.lastName,
  role: adminUsers.role,
};
