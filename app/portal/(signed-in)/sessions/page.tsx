import type { Metadata } from "next";

import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { deviceLabel } from "@/lib/authentication/device";
import { formatDateTime } from "@/lib/dates";
import { readEnv } from "@/lib/env";
import { requirePortalPage } from "@/lib/portal/cookie";
import { endOtherPortalDevicesAction, endPortalDeviceAction } from "@/lib/portal/session-actions";
import { listOwnPortalSessions } from "@/lib/portal/sessions";

export const metadata: Metadata = { title: "Devices" };
export const dynamic = "force-dynamic";

/** GET /portal/sessions: where the contact is signed in, and a way to sign out the other devices. */
export default async function PortalSessionsPage() {
  const viewer = await requirePortalPage();
  const sessions = await listOwnPortalSessions(getDb(), viewer);
  const timeZone = readEnv().AGENCY_TIMEZONE;
  const others = sessions.filter((session) => session.id !== viewer.sessionId);
  return (
    <section aria-labelledby="devices-heading" className="space-y-4">
      <h1 id="devices-heading" className="text-2xl font-semibold">
        Devices
      </h1>
      <p className="text-slate-700">Where you are signed in to the client portal. Sign out a device you do not recognise.</p>
      <ul className="divide-y rounded-xl border bg-white">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium">
                {deviceLabel(session.userAgent)}
                {session.id === viewer.sessionId ? (
                  <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium">This device</span>
                ) : null}
              </p>
              <p className="text-sm text-slate-700">Signed in {formatDateTime(session.createdAt, timeZone)}</p>
              <p className="text-sm text-slate-700">Last active {formatDateTime(session.lastSeenAt, timeZone)}</p>
            </div>
            {session.id === viewer.sessionId ? null : (
              <form action={endPortalDeviceAction}>
                <input type="hidden" name="sessionId" value={session.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  aria-label={`Sign out ${deviceLabel(session.userAgent)}, signed in ${formatDateTime(session.createdAt, timeZone)}`}
                >
                  Sign out
                </Button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <form action={endOtherPortalDevicesAction}>
          <Button type="submit" variant="outline">
            Sign out everywhere else
          </Button>
        </form>
      ) : null}
    </section>
  );
}
