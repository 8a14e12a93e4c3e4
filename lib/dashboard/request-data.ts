import "server-only";

import { cache } from "react";

import { getDb } from "@/db/client";
import { readLeadTotals } from "@/lib/running-totals/queries";

import { countLeads } from "./queries";

/** The leads' running totals once per request: the key figures and the Leads list's count share them. */
export const getLeadTotals = cache(() => readLeadTotals(getDb()));

export const getLeadCounts = cache(() => countLeads(getDb(), getLeadTotals()));
