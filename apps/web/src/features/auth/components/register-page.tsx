import { useState, type SubmitEvent } from "react";
import { useLocation } from "wouter";
import { FIELD, GENERIC_ERROR, REGISTER } from "@study-well/shared";
import { EmailField, NameFields } from "../../../components/account-fields";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormPage } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { serverMessage } from "../../../lib/api/errors";
import { formText } from "../../../lib/form-text";
import { useSessionManager } from "../../../lib/session/session-context";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { signUp } from "../api/auth-api";

export function RegisterPage() {
  const session = useSessionManager();
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formText(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      const response = await signUp({
        email: value("email"),
        password: value("password"),
        firstName: value("firstName"),
        lastName: value("lastName"),
      });
      await session.signIn(response);
      navigate("/profile");
    } catch (err) {
      // Spec §2: a failure shows the identity service's own message.
      setError(serverMessage(err, GENERIC_ERROR));
      setSubmitting(false);
    }
  }

  return (
    <FormPage title={REGISTER.title}>
      <form onSubmit={onSubmit} className="space-y-4">
        <EmailField required />
        <TextField
          label={FIELD.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          limit={TEXT_LIMIT.password}
        />
        <NameFields />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? REGISTER.submitting : REGISTER.submit}
        </Button>
      </form>
    </FormPage>
  );
}
