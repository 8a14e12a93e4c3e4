/**
 * What the demo's clients see in their portal: updates on their projects (some visible to them,
 * some not yet), a meeting summary shared with them, and a message one of them wrote in the portal,
 * so a demo contact who signs in finds something under Projects and Messages.
 */
import { asc, desc, eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, communications, projects, projectUpdates } from "@/db/schema";

const DAY = 24 * 60 * 60 * 1000;

const UPDATES: { body: string; visible: boolean }[] = [
  { body: "Kickoff done: we have your brand assets and the sitemap is agreed. Wireframes come next.", visible: true },
  { body: "Internal: waiting on the hosting credentials before staging can go up.", visible: false },
  { body: "Wireframes for the home and service pages are ready for your review.", visible: true },
];

const SHARED_MEETING =
  "Design review: we walked through the home page and service pages. Agreed: a shorter hero, the testimonials above the fold, and a contact button in the header. Next: the revised designs by Friday.";
const PORTAL_MESSAGE = "Thanks for the wireframes! Could we add a page for our seasonal offers before launch?";

export type SeededPortal = { updates: number; communications: number };

/** Adds the updates and shared messages to the newest `projectCount` projects; returns what it added. */
export async function seedPortalSharing(db: Db, authorId: string | null, now: number, projectCount = 4): Promise<SeededPortal> {
  const recent = await db
    .select({ id: projects.id, clientId: projects.clientId })
    .from(projects)
    .orderBy(desc(projects.createdAt), asc(projects.id))
    .limit(projectCount);
  if (recent.length === 0) return { updates: 0, communications: 0 };

  const updateRows = recent.flatMap((project, p) =>
    UPDATES.map((update, u) => ({
      projectId: project.id,
      body: update.body,
      clientVisible: update.visible,
      createdBy: authorId,
      createdAt: new Date(now - (UPDATES.length - u) * 3 * DAY - p * 60_000),
    })),
  );
  await db.insert(projectUpdates).values(updateRows);

  // The first project's client: a meeting summary the agency shared and the client's own reply.
  const [first] = recent;
  const [contact] = await db
    .select({ id: clientContacts.id, email: clientContacts.email })
    .from(clientContacts)
    .where(eq(clientContacts.clientId, first!.clientId))
    .orderBy(desc(clientContacts.isPrimary), asc(clientContacts.createdAt))
    .limit(1);
  const rows: (typeof communications.$inferInsert)[] = [
    {
      type: "meeting",
      content: SHARED_MEETING,
      projectId: first!.id,
      readStatus: true,
      clientVisible: true,
      createdBy: authorId,
      createdAt: new Date(now - 2 * DAY),
    },
  ];
  if (contact) {
    rows.push({
      type: "email",
      subject: "Seasonal offers page",
      content: PORTAL_MESSAGE,
      fromEmail: contact.email,
      clientId: first!.clientId,
      projectId: first!.id,
      portalContactId: contact.id,
      readStatus: false,
      responseRequired: true,
      clientVisible: true,
      createdAt: new Date(now - DAY),
    });
  }
  await db.insert(communications).values(rows);
  return { updates: updateRows.length, communications: rows.length };
}
