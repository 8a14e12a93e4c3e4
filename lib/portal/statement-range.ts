import { addDays } from "@/lib/dates";

/** How far back the portal's statement reaches when the client has not chosen a range. */
export const PORTAL_STATEMENT_DEFAULT_DAYS = 90;

/** The last 90 days through today (the agency's date). Pure: the page's form shows it too. */
export const defaultPortalStatementRange = (today: string) => ({ from: addDays(today, -PORTAL_STATEMENT_DEFAULT_DAYS), to: today });
