import "server-only";

import { readEnv } from "@/lib/env";

import { todayInTimeZone } from "./index";

/** Today in AGENCY_TIMEZONE (CONTRACT.md), as YYYY-MM-DD. */
export const agencyToday = (now: Date = new Date()) => todayInTimeZone(readEnv().AGENCY_TIMEZONE, now);
