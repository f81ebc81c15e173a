import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { RESET, WELCOME_PASSWORD } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { FormPage, LoadingText } from "../../../components/ui/card";
import { verifyResetCode } from "../api/auth-api";
import { NewPasswordForm } from "./new-password-form";
import { RequestResetForm } from "./request-reset-form";

/** Spec §2 /reset-password: with a valid oobCode a new-password form, otherwise a way to ask again. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get("oobCode");
  // An activated account's first link: the same form, in the words of choosing a first password.
  const texts = params.get("welcome") === "1" ? { ...RESET, ...WELCOME_PASSWORD } : RESET;
  // Once a new link is on its way, the message about the missing or bad one is out of date.
  const [sent, setSent] = useState(false);
  const check = useQuery({
    queryKey: ["verify-reset-code", oobCode],
    queryFn: () => verifyResetCode(oobCode ?? ""),
    enabled: Boolean(oobCode),
    retry: false,
    staleTime: Infinity,
  });

  if (oobCode && check.isPending) {
    return (
      <FormPage title={texts.title}>
        <LoadingText>{texts.verifying}</LoadingText>
      </FormPage>
    );
  }
  if (oobCode && check.data) {
    return (
      <FormPage title={texts.title}>
        <NewPasswordForm oobCode={oobCode} email={check.data.email} texts={texts} />
      </FormPage>
    );
  }
  return (
    <FormPage title={RESET.title}>
      <div className="space-y-4">
        {!sent && (
          <Alert tone={oobCode ? "error" : "info"}>{oobCode ? RESET.invalidCode : RESET.noCode}</Alert>
        )}
        <RequestResetForm onSent={() => setSent(true)} />
      </div>
    </FormPage>
  );
}
