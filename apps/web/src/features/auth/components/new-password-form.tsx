import { useEffect, useState, type SubmitEvent } from "react";
import { Link, useLocation } from "wouter";
import {
  DEFAULT_MIN_PASSWORD_LENGTH,
  GENERIC_ERROR,
  passwordLength,
  RESET,
  RESET_REDIRECT_MS,
  type WELCOME_PASSWORD,
} from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { serverMessage } from "../../../lib/api/errors";
import { SIGN_IN_AGAIN } from "../../../lib/origin";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { resetPassword } from "../api/auth-api";

/** The words that differ between a reset and a first password (WELCOME_PASSWORD). */
type FormTexts = { [K in keyof typeof WELCOME_PASSWORD]: (typeof RESET)[K] | (typeof WELCOME_PASSWORD)[K] };

/**
 * The two-field new-password form; after success it goes to /login 3 seconds later (or at once by
 * its link), to the form even when someone is signed in in this browser (SIGN_IN_AGAIN).
 */
export function NewPasswordForm({
  oobCode,
  email,
  texts = RESET,
}: {
  oobCode: string;
  email: string;
  texts?: FormTexts;
}) {
  const [, navigate] = useLocation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate("/login", { replace: true, state: SIGN_IN_AGAIN }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (password !== confirm) {
      setError(RESET.mismatch);
      return;
    }
    if (passwordLength(password) < DEFAULT_MIN_PASSWORD_LENGTH) {
      setError(RESET.tooShort);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resetPassword(oobCode, password);
      setDone(true);
    } catch (err) {
      setError(`${RESET.errorPrefix}${serverMessage(err, GENERIC_ERROR)}`);
    } finally {
      setBusy(false);
    }
  }

  const [before, after = ""] = texts.forAccount("\u0000").split("\u0000");
  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{texts.success}</Alert>
        <Link
          to="/login"
          state={SIGN_IN_AGAIN}
          className="block text-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {RESET.toLogin}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {before}
        {/* Whole on one line when it fits; a longer address wraps where the line ends, rather
            than by preference at a hyphen of its own, which reads as part of the address. The
            full stop goes with it, never onto a line of its own. */}
        <span className="inline-block max-w-full [line-break:anywhere]">
          {email}
          {after}
        </span>
      </p>
      <TextField
        label={texts.passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        limit={TEXT_LIMIT.password}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={texts.confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        limit={TEXT_LIMIT.password}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
