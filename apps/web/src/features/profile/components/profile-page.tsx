import { useRef, useState, type ChangeEvent, type SubmitEvent } from "react";
import type { UserProfile } from "@study-well/shared/api";
import { FIELD, GENERIC_ERROR, LOADING, PROFILE } from "@study-well/shared";
import { EmailField } from "../../../components/account-fields";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormPage, LoadingText } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { serverMessage } from "../../../lib/api/errors";
import { formatDateTime } from "../../../lib/format";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { useProfile, useUpdateProfile } from "../api/profile-api";

export function ProfilePage() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingText>{LOADING}</LoadingText>;
  if (profile.isError) {
    return (
      <FormPage title={PROFILE.title}>
        <Alert tone="error">{serverMessage(profile.error, GENERIC_ERROR)}</Alert>
      </FormPage>
    );
  }
  return <ProfileForm profile={profile.data} />;
}

/** The server compares emails trimmed and in lower case; so does the form. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function ProfileForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  const toast = useToast();
  const [email, setEmail] = useState(profile.email);
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [currentPassword, setCurrentPassword] = useState("");
  // The sign-in email changes only with the account's password (the server insists too).
  const emailChanged = !sameEmail(email, profile.email);
  // The success of an earlier save goes as a new one starts: beside this one's outcome (say, a
  // refused password) it would seem to speak of it.
  const dismissSuccess = useRef<(() => void) | null>(null);
  // A refusal speaks of what was sent: once a field is changed it is out of date (QA: "already in
  // use" stayed after the email was put back).
  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    if (update.isError) update.reset();
    set(event.target.value);
  };

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    dismissSuccess.current?.();
    dismissSuccess.current = null;
    update.mutate(
      { email, firstName, lastName, ...(emailChanged ? { currentPassword } : {}) },
      {
        onSuccess: () => {
          setCurrentPassword("");
          dismissSuccess.current = toast({ tone: "success", message: PROFILE.success });
        },
      },
    );
  }

  return (
    <FormPage title={PROFILE.title}>
      <form onSubmit={onSubmit} className="space-y-4">
        <EmailField required value={email} onChange={edit(setEmail)} />
        {emailChanged && (
          <TextField
            label={FIELD.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            hint={PROFILE.currentPasswordHint}
            limit={TEXT_LIMIT.currentPassword}
            value={currentPassword}
            onChange={edit(setCurrentPassword)}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={FIELD.firstName}
            autoComplete="given-name"
            required
            limit={TEXT_LIMIT.firstName}
            value={firstName}
            onChange={edit(setFirstName)}
          />
          <TextField
            label={FIELD.lastName}
            autoComplete="family-name"
            required
            limit={TEXT_LIMIT.lastName}
            value={lastName}
            onChange={edit(setLastName)}
          />
        </div>
        <TextField
          label={FIELD.lastLogin}
          readOnly
          value={profile.lastLogin ? formatDateTime(profile.lastLogin) : PROFILE.never}
        />
        {update.isError && <Alert tone="error">{serverMessage(update.error, GENERIC_ERROR)}</Alert>}
        <Button type="submit" className="w-full" disabled={update.isPending}>
          {update.isPending ? PROFILE.submitting : PROFILE.submit}
        </Button>
      </form>
    </FormPage>
  );
}
