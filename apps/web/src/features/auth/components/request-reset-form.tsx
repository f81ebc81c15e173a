import { useState, type SubmitEvent } from "react";
import { GENERIC_ERROR, RESET } from "@study-well/shared";
import { EmailField } from "../../../components/account-fields";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { serverMessage } from "../../../lib/api/errors";
import { sendPasswordReset } from "../api/auth-api";

/** The email box and "Request New Reset Link" button of the reset page; `onSent` after a link went out. */
export function RequestResetForm({ onSent }: { onSent?: () => void }) {
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setResult({ tone: "error", text: RESET.emailRequired });
      return;
    }
    setSending(true);
    setResult(null);
    try {
      await sendPasswordReset(email.trim());
      setResult({ tone: "success", text: RESET.linkSent });
      onSent?.();
    } catch (err) {
      setResult({
        tone: "error",
        text: `${RESET.errorPrefix}${serverMessage(err, GENERIC_ERROR)}`,
      });
    } finally {
      setSending(false);
    }
  }

  // noValidate: an empty email gets the spec's own message rather than the browser's bubble.
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? RESET.requesting : RESET.request}
      </Button>
    </form>
  );
}
