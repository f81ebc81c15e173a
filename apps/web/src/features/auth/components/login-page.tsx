import { useState, type SubmitEvent } from "react";
import { Link, useLocation } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { AuthErrorCode } from "@study-well/shared";
import { FIELD, GENERIC_ERROR, LOGIN, NAV, unmetPasswordRequirements } from "@study-well/shared";
import { EmailField } from "../../../components/account-fields";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormPage } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api/errors";
import { useSessionManager } from "../../../lib/session/session-context";
import { formText } from "../../../lib/form-text";
import { originFrom } from "../../../lib/origin";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { fetchPasswordPolicy, signIn } from "../api/auth-api";

export function LoginPage() {
  const session = useSessionManager();
  const [, navigate] = useLocation();
  const historyState: unknown = useHistoryState();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requirements, setRequirements] = useState<string[]>([]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formText(event.currentTarget);
    const email = value("email");
    const password = value("password");
    setSubmitting(true);
    setError(null);
    setRequirements([]);
    try {
      await session.signIn(await signIn(email, password));
      navigate(originFrom(historyState), { replace: true });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : "";
      setError(LOGIN.errors[code] ?? GENERIC_ERROR);
      if (code === AuthErrorCode.passwordDoesNotMeetRequirements) {
        const policy = await fetchPasswordPolicy().catch(() => null);
        if (policy) setRequirements(unmetPasswordRequirements(policy, password));
      }
      setSubmitting(false);
    }
  }

  return (
    <FormPage title={LOGIN.title}>
      <form onSubmit={onSubmit} className="space-y-4">
        <EmailField required />
        <TextField
          label={FIELD.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          limit={TEXT_LIMIT.password}
        />
        {error && (
          <Alert tone="error">
            <p>{error}</p>
            {requirements.length > 0 && (
              <>
                <p className="mt-2">{LOGIN.policyIntro}</p>
                <ul className="mt-1 list-disc pl-5">
                  {requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        )}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? LOGIN.submitting : LOGIN.submit}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
        <Link to="/reset-password" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {LOGIN.forgotPassword}
        </Link>
        <span className="text-slate-600">
          {LOGIN.noAccount}{" "}
          <Link to="/join-waitlist" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {NAV.joinWaitlist}
          </Link>
        </span>
      </div>
    </FormPage>
  );
}
