import type { Communication } from "@/db/schema";

import type { DeliveryRow, DeliveryState } from "./rules";

/** The shapes lib/communications' queries answer with; pure types, so components can draw them. */

type ListedFields = Pick<
  Communication,
  | "id"
  | "type"
  | "subject"
  | "toEmail"
  | "fromEmail"
  | "leadId"
  | "projectId"
  | "isAiGenerated"
  | "readStatus"
  | "responseRequired"
  | "clientVisible"
  | "portalContactId"
  | "createdAt"
>;

/** The email's delivery: its outbox row, or null when the communication has no mail. */
export type CommunicationDelivery = DeliveryRow & { outboxId: string };

/** A row of the Communication Hub: the start of the content, the relation's name, the delivery. */
export type CommunicationListRow = ListedFields & {
  preview: string;
  contentLength: number;
  leadName: string | null;
  projectTitle: string | null;
  delivery: CommunicationDelivery | null;
};

/** Everything the view dialog shows. */
export type CommunicationDetails = ListedFields & {
  content: string;
  leadName: string | null;
  leadEmail: string | null;
  leadCompany: string | null;
  projectTitle: string | null;
  projectClientName: string | null;
  /** The client it belongs to (lib/communications/client-scope.ts): only then can it be shown in the portal. */
  clientId: string | null;
  author: { username: string; firstName: string | null; lastName: string | null; email: string } | null;
  delivery: (CommunicationDelivery & { sentAt: Date | null }) | null;
};

/** A list row or the view's record with what its email's delivery reads. */
export type WithDeliveryState<T> = T & { deliveryState: DeliveryState | null };

export type RelationOption = { id: string; label: string; detail: string | null };

/** A client's communication on the client page's sharing list. */
export type ClientSharedCommunicationRow = {
  id: string;
  type: Communication["type"];
  subject: string | null;
  preview: string;
  clientVisible: boolean;
  fromPortal: boolean;
  createdAt: Date;
};
