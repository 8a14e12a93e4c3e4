import "server-only";

import { cache } from "react";

import { getDb } from "@/db/client";
import { countLeads } from "@/lib/dashboard/queries";

/** Lead counts once per request: the stat cards and the Leads tab badge share one scan. */
export const getLeadCounts = cache(() => countLeads(getDb()));
