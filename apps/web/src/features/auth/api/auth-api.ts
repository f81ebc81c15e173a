import type { PasswordPolicy, SignInResponse, SignUpRequest } from "@study-well/shared/api";
import { requestJson } from "../../../lib/api-error";

export const signIn = (email: string, password: string) =>
  requestJson<SignInResponse>("/api/auth/sign-in", { method: "POST", body: { email, password } });

export const signUp = (input: SignUpRequest) =>
  requestJson<SignInResponse>("/api/auth/sign-up", { method: "POST", body: input });

export const fetchPasswordPolicy = () => requestJson<PasswordPolicy>("/api/auth/password-policy");

export const sendPasswordReset = (email: string) =>
  requestJson<null>("/api/auth/send-oob-code", {
    method: "POST",
    body: { requestType: "PASSWORD_RESET", email },
  });

export const verifyResetCode = (oobCode: string) =>
  requestJson<{ email: string }>("/api/auth/verify-reset-code", { method: "POST", body: { oobCode } });

export const resetPassword = (oobCode: string, newPassword: string) =>
  requestJson<{ email: string }>("/api/auth/reset-password", {
    method: "POST",
    body: { oobCode, newPassword },
  });
