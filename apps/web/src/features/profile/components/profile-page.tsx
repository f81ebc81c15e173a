import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { AccountInfo, UpdateProfileRequest, UserProfile } from "@study-well/shared/api";
import { FIELD, GENERIC_ERROR, LOADING, PROFILE } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormPage, LoadingText } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { ApiError, serverMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { useApi, useSessionManager } from "../../../lib/session/session-context";
import { TEXT_LIMIT } from "../../../lib/text-limits";

const profileKey = ["profile"];

export function ProfilePage() {
  const api = useApi();
  const profile = useQuery({ queryKey: profileKey, queryFn: () => api.get<UserProfile>("/api/users/me") });
  if (profile.isPending) return <LoadingText>{LOADING}</LoadingText>;
  if (profile.isError) {
    return (
      <FormPage title={PROFILE.title}>
        <Alert tone="error">
          {profile.error instanceof ApiError ? profile.error.message : GENERIC_ERROR}
        </Alert>
      </FormPage>
    );
  }
  return <ProfileForm profile={profile.data} />;
}

/** The server compares emails trimmed and in lower case; so does the form. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function ProfileForm({ profile }: { profile: UserProfile }) {
  const api = useApi();
  const session = useSessionManager();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(profile.email);
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [currentPassword, setCurrentPassword] = useState("");
  // The sign-in email changes only with the account's password (the server insists too).
  const emailChanged = !sameEmail(email, profile.email);
  const update = useMutation({
    mutationFn: async (changes: UpdateProfileRequest) => {
      const updated = await api.patch<UserProfile>("/api/users/me", changes);
      // Keep the signed-in user's details (shown elsewhere) in step with the profile.
      await session.updateUser(await api.get<AccountInfo>("/api/auth/lookup"));
      return updated;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(profileKey, updated);
      setCurrentPassword("");
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ email, firstName, lastName, ...(emailChanged ? { currentPassword } : {}) });
  }

  return (
    <FormPage title={PROFILE.title}>
      <form onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={FIELD.email}
          type="email"
          autoComplete="email"
          required
          limit={TEXT_LIMIT.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {emailChanged && (
          <TextField
            label={FIELD.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            hint={PROFILE.currentPasswordHint}
            limit={TEXT_LIMIT.currentPassword}
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={FIELD.firstName}
            autoComplete="given-name"
            required
            limit={TEXT_LIMIT.firstName}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label={FIELD.lastName}
            autoComplete="family-name"
            required
            limit={TEXT_LIMIT.lastName}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <TextField
          label={FIELD.lastLogin}
          readOnly
          value={profile.lastLogin ? formatDateTime(profile.lastLogin) : PROFILE.never}
        />
        {update.isSuccess && <Alert tone="success">{PROFILE.success}</Alert>}
        {update.isError && <Alert tone="error">{serverMessage(update.error, GENERIC_ERROR)}</Alert>}
        <Button type="submit" className="w-full" disabled={update.isPending}>
          {update.isPending ? PROFILE.submitting : PROFILE.submit}
        </Button>
      </form>
    </FormPage>
  );
}
