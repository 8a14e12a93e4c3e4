"use client";

import { Button } from "@/components/ui/button";
import { updateProfileAction } from "@/lib/account/actions";
import { profileUpdateSchema, type ProfileFormValues } from "@/lib/account/schema";
import type { Profile } from "@/lib/account/types";

import { PasswordField } from "../forms/password-field";
import { TextField } from "../forms/text-field";
import { useActionForm } from "../forms/use-action-form";

const toFormValues = (profile: Profile): ProfileFormValues => ({
  username: profile.username,
  email: profile.email,
  pin: "",
  phone: profile.phone ?? "",
  firstName: profile.firstName ?? "",
  lastName: profile.lastName ?? "",
  newPassword: "",
  currentPassword: "",
});

/** SPEC §2 Profile; messages from SPEC §8 (a refusal the server explains shows its own words). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { form, field, submit, pending } = useActionForm(updateProfileAction, profileUpdateSchema, {
    defaultValues: toFormValues(profile),
    messages: { success: "Profile updated successfully.", failure: "Failed to update profile.", log: "profile.update" },
    // Secrets never stay in the form after a save; the rest stays as saved.
    onSuccess: (_data, values) => form.reset({ ...values, pin: "", newPassword: "", currentPassword: "" }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-xl border bg-white p-6 sm:grid-cols-2">
      <TextField id="profile-username" label="Username" autoComplete="username" {...field("username")} />
      <TextField id="profile-email" label="Email" type="email" autoComplete="email" {...field("email")} />
      <TextField
        id="profile-pin"
        label="PIN"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint="Leave empty to keep your current PIN (4 to 8 digits)"
        {...field("pin")}
      />
      <TextField id="profile-phone" label="Phone" type="tel" autoComplete="tel" hint="Optional" {...field("phone")} />
      <TextField id="profile-first-name" label="First Name" autoComplete="given-name" {...field("firstName")} />
      <TextField id="profile-last-name" label="Last Name" autoComplete="family-name" {...field("lastName")} />
      <div className="sm:col-span-2">
        <PasswordField
          id="profile-new-password"
          label="New Password"
          autoComplete="new-password"
          hint="Leave empty to keep current"
          {...field("newPassword")}
        />
      </div>
      <div className="sm:col-span-2">
        <PasswordField
          id="profile-current-password"
          label="Current Password"
          autoComplete="current-password"
          hint="Needed to change your username, email, PIN or password; your other sessions are then signed out"
          {...field("currentPassword")}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
