/**
 * The browser tests' databases, one per parallel slot: the list `npm run test:e2e` made
 * (scripts/run.ts, E2E_DATABASE_URLS), or DATABASE_URL alone as one slot.
 */
export const slotDatabases = (): string[] => (process.env.E2E_DATABASE_URLS ?? process.env.DATABASE_URL ?? "").split(",").filter(Boolean);
