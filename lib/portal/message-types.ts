import type { CommunicationType } from "@/db/enums";

/** One message of the thread as the client sees it: who wrote it, never the agency's internals. */
export type PortalThreadMessage = {
  id: string;
  type: CommunicationType;
  subject: string | null;
  content: string;
  createdAt: Date;
  /** The contact's name for a portal message; the agency's name for everything else. */
  author: string;
  fromClient: boolean;
  projectTitle: string | null;
};
