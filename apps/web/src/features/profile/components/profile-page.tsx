import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { AccountInfo, UserProfile } from "@study-well/shared/api";
import { FIELD, GENERIC_ERROR, LOADING, PROFILE } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormPage, LoadingText } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { useApi, useSessionManager } from "../../../lib/session/session-context";

export function ProfilePage() {
  const api = useApi();
  const profile = useQuery({ queryKey: ["profile"], queryFn: () => api.get<UserProfile>("/api/users/me") });
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

function ProfileForm({ profile }: { profile: UserProfile }) {
  const api = useApi();
  const session = useSessionManager();
  const [email, setEmail] = useState(profile.email);
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const update = useMutation({
    mutationFn: async () => {
      const updated = await api.patch<UserProfile>("/api/users/me", { email, firstName, lastName });
      // Keep the signed-in user's details (shown elsewhere) in step with the profile.
      await session.updateUser(await api.get<AccountInfo>("/api/auth/lookup"));
      return updated;
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate();
  }

  return (
    <FormPage title={PROFILE.title}>
      <form onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={FIELD.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={FIELD.firstName}
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label={FIELD.lastName}
            autoComplete="family-name"
            required
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
        {update.isError && (
          <Alert tone="error">
            {update.error instanceof ApiError ? update.error.message : GENERIC_ERROR}
          </Alert>
        )}
        <Button type="submit" className="w-full" disabled={update.isPending}>
          {update.isPending ? PROFILE.submitting : PROFILE.submit}
        </Button>
      </form>
    </FormPage>
  );
}
