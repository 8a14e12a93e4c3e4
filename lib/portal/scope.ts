import { z } from "zod";

/*
 * The portal's one rule for ids in its addresses: every record id is a UUID. Anything else is
 * answered like another client's id (the 404 page) before any query runs, so no malformed id can
 * reach PostgreSQL and turn into a 5xx.
 */

const idSchema = z.uuid();

export const isPortalId = (id: string) => idSchema.safeParse(id).success;
