import { ProfileForm } from "@/components/admin/profile/profile-form";
import { SecondFactorCard } from "@/components/admin/profile/second-factor-card";
import { SessionsList } from "@/components/admin/profile/sessions-list";
import { SectionHeading } from "@/components/admin/shell/section-heading";
import { getDb } from "@/db/client";
import { getProfile, getSecondFactorStatus, listAdminSessions } from "@/lib/account/queries";
import { requireAdminPage } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";

export default async function ProfilePage() {
  const admin = await requireAdminPage();
  const db = getDb();
  const [profile, sessions, secondFactor] = await Promise.all([
    getProfile(db, admin.id),
    listAdminSessions(db, admin.id, admin.sessionId),
    getSecondFactorStatus(db, admin.id),
  ]);
  // The session was checked a moment ago; a missing row means the admin was just removed.
  if (!profile) throw new Error("The signed-in admin has no profile row.");
  return (
    <section className="max-w-3xl space-y-6">
      <SectionHeading title="Admin Profile Settings" />
      <ProfileForm profile={profile} />
      <SecondFactorCard status={secondFactor} timeZone={readEnv().AGENCY_TIMEZONE} />
      <SessionsList sessions={sessions} timeZone={readEnv().AGENCY_TIMEZONE} />
    </section>
  );
}
