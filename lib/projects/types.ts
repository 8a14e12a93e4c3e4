import type { Lead, Project } from "@/db/schema";

/** A row of the Projects table, with its linked lead (SPEC §7); its dialogs read the same fields. */
export type ProjectListRow = Omit<Project, "searchText"> & {
  lead: Pick<Lead, "name" | "email" | "source" | "service" | "budget"> | null;
};
