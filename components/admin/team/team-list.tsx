import type { ListPage } from "@/lib/list/params";
import { adminRoleOptions, teamStatusOptions } from "@/lib/team/schema";
import type { TeamListRow } from "@/lib/team/types";

import { ListView, type ListSpec } from "../list";
import { AddAdminButton } from "./add-admin-button";
import { SecondFactorRequirement } from "./second-factor-requirement";
import { TeamTable } from "./team-table";

const spec: ListSpec = {
  title: "Team",
  headingId: "team-heading",
  search: { label: "Search admins", placeholder: "Search name, username or email" },
  filters: [
    { paramKey: "role", label: "Role filter", allLabel: "All Roles", options: adminRoleOptions },
    { paramKey: "status", label: "Status filter", allLabel: "All Admins", options: teamStatusOptions },
  ],
  noun: "admins",
  emptyText: "No admins yet.",
  columns: 8,
};

/** The Team section (owners): who may sign in to the back office, and as what. */
export function TeamList({
  list,
  currentAdminId,
  timeZone,
  secondFactorRequired,
}: {
  list: ListPage<TeamListRow>;
  currentAdminId: string;
  timeZone: string;
  secondFactorRequired: boolean;
}) {
  return (
    <div className="space-y-6">
      <ListView spec={spec} list={list} actions={<AddAdminButton />}>
        <TeamTable admins={list.rows} currentAdminId={currentAdminId} timeZone={timeZone} />
      </ListView>
      <SecondFactorRequirement required={secondFactorRequired} />
    </div>
  );
}
