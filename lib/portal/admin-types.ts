/** A contact's portal state on the client page (pure: the card draws it). */
export type ContactPortalState = {
  contactId: string;
  name: string;
  email: string;
  revokedAt: Date | null;
  lastSignInAt: Date | null;
  activeSessions: number;
};
