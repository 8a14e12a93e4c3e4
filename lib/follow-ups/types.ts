import type { Lead } from "@/db/schema";

/** A row of 'Follow-ups due': the lead and the date it was due. */
export type DueFollowUp = Pick<Lead, "id" | "name" | "email" | "company" | "status"> & { dueDate: string };
