import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AccountInfo,
  EmailResponse,
  NoContent,
  OobCodeRequest,
  PasswordPolicy,
  RefreshRequest,
  ResetPasswordRequest,
  SendOobCodeRequest,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
  TokenResponse,
  UpdateAccountRequest,
  UpdateAccountResponse,
} from "@study-well/shared/api";
import type { Config } from "../config";
import type { AuthService } from "./auth.service";
import type { PasswordResetService } from "./password-reset.service";
import { callerOf } from "../http/auth-guard";

const tags = ["auth"];
const publicRoute = { access: "public" } as const;

export function authRoutes(
  auth: AuthService,
  passwordReset: PasswordResetService,
  passwordPolicy: Config["auth"]["passwordPolicy"],
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/auth/sign-up",
      { config: publicRoute, schema: { tags, body: SignUpRequest, response: { 201: SignInResponse } } },
      async (req, reply) => reply.status(201).send(await auth.signUp(req.body, req.ip)),
    );
    app.post(
      "/api/auth/sign-in",
      { config: publicRoute, schema: { tags, body: SignInRequest, response: { 200: SignInResponse } } },
      (req) => auth.signIn(req.body.email, req.body.password, req.ip),
    );
    app.post(
      "/api/auth/token",
      { config: publicRoute, schema: { tags, body: RefreshRequest, response: { 200: TokenResponse } } },
      (req) => auth.refresh(req.body.refreshToken),
    );
    app.post(
      "/api/auth/sign-out",
      { config: publicRoute, schema: { tags, body: RefreshRequest, response: { 204: NoContent } } },
      async (req, reply) => {
        await auth.signOut(req.body.refreshToken);
        return reply.status(204).send(null);
      },
    );
    app.get("/api/auth/lookup", { schema: { tags, response: { 200: AccountInfo } } }, (req) =>
      auth.lookup(callerOf(req).uid),
    );
    app.post(
      "/api/auth/update",
      {
        schema: {
          tags,
          body: UpdateAccountRequest,
          response: { 200: UpdateAccountResponse },
        },
      },
      (req) => auth.updateAccount(callerOf(req).uid, req.body),
    );
    app.delete(
      "/api/auth/account",
      {
        schema: {
          tags,
          description:
            "Deletes the caller's account and everything in it. Takes a session signed in within the last " +
            "five minutes: an older one is refused (403, auth/requires-recent-login) until the user signs in again.",
          response: { 204: NoContent },
        },
      },
      async (req, reply) => {
        const caller = callerOf(req);
        await auth.deleteAccount(caller.uid, caller.signedInAt);
        return reply.status(204).send(null);
      },
    );
    app.post(
      "/api/auth/send-oob-code",
      { config: publicRoute, schema: { tags, body: SendOobCodeRequest, response: { 204: NoContent } } },
      async (req, reply) => {
        await passwordReset.sendPasswordReset(req.body.email, req.ip);
        return reply.status(204).send(null);
      },
    );
    app.post(
      "/api/auth/verify-reset-code",
      { config: publicRoute, schema: { tags, body: OobCodeRequest, response: { 200: EmailResponse } } },
      async (req) => ({ email: await passwordReset.verifyResetCode(req.body.oobCode) }),
    );
    app.post(
      "/api/auth/reset-password",
      { config: publicRoute, schema: { tags, body: ResetPasswordRequest, response: { 200: EmailResponse } } },
      async (req) => ({ email: await passwordReset.confirmReset(req.body.oobCode, req.body.newPassword) }),
    );
    app.get(
      "/api/auth/password-policy",
      { config: publicRoute, schema: { tags, response: { 200: PasswordPolicy } } },
      () => {
        const { maxPasswordLength, ...policy } = passwordPolicy;
        return maxPasswordLength === undefined ? policy : { ...policy, maxPasswordLength };
      },
    );
  };
}
