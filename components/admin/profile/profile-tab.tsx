import { getDb } from "@/db/client";
import { getProfile } from "@/lib/profile/queries";
import type { SignedInAdmin } from "@/lib/auth/require-admin";

import { TabHeading } from "../dashboard/tab-heading";
import { ProfileForm } from "./profile-form";

export async function ProfileTab({ admin }: { admin: SignedInAdmin }) {
  const profile = await getProfile(getDb(), admin.id);
  return (
    <section className="max-w-2xl space-y-4">
      <TabHeading title="Admin Profile Settings" />
      {profile ? (
        <ProfileForm profile={profile} />
      ) : (
        <p role="alert" className="text-destructive text-sm">
          Failed to load profile data.
        </p>
      )}
    </section>
  );
}
