import type { AdminUser } from "@/db/schema";

/** The signed-in admin's editable fields (no hash leaves the server). */
export type Profile = Pick<AdminUser, "username" | "email" | "phone" | "firstName" | "lastName">;
