import { useState, type SubmitEvent } from "react";
import { Link } from "wouter";
import { GENERIC_ERROR, WAITLIST } from "@study-well/shared";
import { EmailField, NameFields } from "../../../components/account-fields";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClass } from "../../../components/ui/button";
import { FormPage } from "../../../components/ui/card";
import { serverMessage } from "../../../lib/api/errors";
import { formText } from "../../../lib/form-text";
import { joinWaitlist } from "../api/waitlist-api";

export function JoinWaitlistPage() {
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formText(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await joinWaitlist({
        email: value("email"),
        firstName: value("firstName"),
        lastName: value("lastName"),
      });
      setJoined(true);
    } catch (err) {
      setError(serverMessage(err, GENERIC_ERROR));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPage title={WAITLIST.title} intro={WAITLIST.intro}>
      {joined ? (
        // Done: the form gives way to the news, so nothing invites joining a second time.
        <div className="space-y-4">
          <Alert tone="success">{WAITLIST.success}</Alert>
          <Link to="/" className={`${buttonClass("secondary")} w-full`}>
            {WAITLIST.backHome}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <EmailField required />
          <NameFields />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? WAITLIST.submitting : WAITLIST.submit}
          </Button>
        </form>
      )}
    </FormPage>
  );
}
