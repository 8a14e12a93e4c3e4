import { z } from "zod";

/** Which contact of which client the client page's portal buttons act on (pure: the card imports it). */
export const contactPortalSchema = z.object({ clientId: z.uuid(), contactId: z.uuid() });
export type ContactPortalInput = z.infer<typeof contactPortalSchema>;
