import { useState, type SubmitEvent } from "react";
import { GENERIC_ERROR, WAITLIST } from "@study-well/shared";
import { EmailField, NameFields } from "../../../components/account-fields";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormPage } from "../../../components/ui/card";
import { serverMessage } from "../../../lib/api/errors";
import { formText } from "../../../lib/form-text";
import { joinWaitlist } from "../api/waitlist-api";

export function JoinWaitlistPage() {
  const [busy, setBusy] = useState(false);
  // A new key after success gives empty fields (and no "field is full" notes).
  const [formKey, setFormKey] = useState(0);
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formText(event.currentTarget);
    setBusy(true);
    setResult(null);
    try {
      await joinWaitlist({
        email: value("email"),
        firstName: value("firstName"),
        lastName: value("lastName"),
      });
      setFormKey((key) => key + 1);
      setResult({ tone: "success", text: WAITLIST.success });
    } catch (err) {
      setResult({ tone: "error", text: serverMessage(err, GENERIC_ERROR) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPage title={WAITLIST.title} intro={WAITLIST.intro}>
      <form key={formKey} onSubmit={onSubmit} className="space-y-4">
        <EmailField required />
        <NameFields />
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? WAITLIST.submitting : WAITLIST.submit}
        </Button>
      </form>
    </FormPage>
  );
}
