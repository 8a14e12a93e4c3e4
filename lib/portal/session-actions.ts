"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";

import { getDb } from "@/db/client";

import { endOtherPortalSessions, endOwnPortalSession } from "./access";
import { readPortalViewer } from "./cookie";
import { portalPaths } from "./paths";

/*
 * The Devices page's buttons, plain form posts (they work without scripts). Each checks the portal
 * session itself and touches only the viewer's own sessions.
 */

const sessionFormSchema = z.object({ sessionId: z.uuid() });

async function viewerOrSignIn() {
  const viewer = await readPortalViewer();
  if (!viewer) redirect(portalPaths.signIn);
  return viewer;
}

/** "Sign out" of one other device. */
export async function endPortalDeviceAction(formData: FormData): Promise<void> {
  const viewer = await viewerOrSignIn();
  const parsed = sessionFormSchema.safeParse({ sessionId: formData.get("sessionId") });
  if (parsed.success && parsed.data.sessionId !== viewer.sessionId) await endOwnPortalSession(getDb(), viewer, parsed.data.sessionId);
  revalidatePath(portalPaths.sessions);
  redirect(portalPaths.sessions);
}

/** "Sign out everywhere else". */
export async function endOtherPortalDevicesAction(): Promise<void> {
  const viewer = await viewerOrSignIn();
  await endOtherPortalSessions(getDb(), viewer);
  revalidatePath(portalPaths.sessions);
  redirect(portalPaths.sessions);
}
