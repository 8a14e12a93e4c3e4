import "server-only";

import { cache } from "react";

import { getDb } from "@/db/client";

import { countLeads } from "./queries";

/** Lead counts once per request: the key figures and the Leads list's count share one scan. */
export const getLeadCounts = cache(() => countLeads(getDb()));
