import type { SignUpRequest } from "@study-well/shared/api";
import { publicApi, unwrap } from "../../../lib/api/client";

export const signIn = (email: string, password: string) =>
  unwrap(publicApi.POST("/api/auth/sign-in", { body: { email, password } }));

export const signUp = (input: SignUpRequest) => unwrap(publicApi.POST("/api/auth/sign-up", { body: input }));

export const fetchPasswordPolicy = () => unwrap(publicApi.GET("/api/auth/password-policy"));

export const sendPasswordReset = (email: string) =>
  unwrap(publicApi.POST("/api/auth/send-oob-code", { body: { requestType: "PASSWORD_RESET", email } }));

export const verifyResetCode = (oobCode: string) =>
  unwrap(publicApi.POST("/api/auth/verify-reset-code", { body: { oobCode } }));

export const resetPassword = (oobCode: string, newPassword: string) =>
  unwrap(publicApi.POST("/api/auth/reset-password", { body: { oobCode, newPassword } }));
