"use client";

import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { useHookFormAction } from "@next-safe-action/adapter-react-hook-form/hooks";
import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";
import { updateProfileAction } from "@/lib/profile/actions";
import { profileUpdateSchema, type ProfileFormValues } from "@/lib/profile/schema";
import { Button } from "@/components/ui/button";

import { PasswordField } from "../forms/password-field";
import { TextField } from "../forms/text-field";

type Profile = { username: string; email: string; phone: string | null; firstName: string | null; lastName: string | null };

const toFormValues = (profile: Profile): ProfileFormValues => ({
  username: profile.username,
  email: profile.email,
  pin: "",
  phone: profile.phone ?? "",
  firstName: profile.firstName ?? "",
  lastName: profile.lastName ?? "",
  newPassword: "",
});

/** SPEC §2 Profile tab; messages from SPEC §8. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const { form, action, handleSubmitWithAction } = useHookFormAction(
    updateProfileAction,
    zodResolver(profileUpdateSchema),
    {
      formProps: { defaultValues: toFormValues(profile) },
      actionProps: {
        onSuccess: ({ input }) => {
          toast.success("Success!", { description: "Profile updated successfully." });
          // Secrets never stay in the form after a save; the rest stays as saved.
          form.reset({ ...input, pin: "", newPassword: "" });
          router.refresh();
        },
        onError: ({ error }) => {
          if (error.validationErrors) return; // shown under the fields
          toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to update profile.") });
        },
      },
    },
  );
  const errors = form.formState.errors;

  return (
    <form onSubmit={handleSubmitWithAction} noValidate className="grid gap-4 rounded-xl border bg-white p-6 sm:grid-cols-2">
      <TextField id="profile-username" label="Username" autoComplete="username" error={errors.username?.message} {...form.register("username")} />
      <TextField id="profile-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <TextField
        id="profile-pin"
        label="PIN"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint="Leave empty to keep your current PIN (4 to 8 digits)"
        error={errors.pin?.message}
        {...form.register("pin")}
      />
      <TextField id="profile-phone" label="Phone" type="tel" autoComplete="tel" hint="Optional" error={errors.phone?.message} {...form.register("phone")} />
      <TextField id="profile-first-name" label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
      <TextField id="profile-last-name" label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      <div className="sm:col-span-2">
        <PasswordField
          id="profile-new-password"
          label="New Password"
          autoComplete="new-password"
          hint="Leave empty to keep current"
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={action.isPending}>
          {action.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
