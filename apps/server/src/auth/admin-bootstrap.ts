import type { FastifyBaseLogger } from "fastify";
import type { UserRow } from "../users/users.repository";

/** What start-up did about ADMIN_EMAIL (`AuthService.ensureAdmin`). */
export type AdminBootstrap =
  | { outcome: "created" | "ready"; user: UserRow }
  /** The address belongs to an account without the admin role; it was left as it is. */
  | { outcome: "not-admin"; user: UserRow }
  /** The address is free but administrators exist; nothing was created. */
  | { outcome: "admin-exists" };

/** Tells the operator what happened, and how to promote an account on purpose when it was not. */
export function logAdminBootstrap(log: FastifyBaseLogger, email: string, result: AdminBootstrap): void {
  switch (result.outcome) {
    case "created":
      log.info({ email }, "administrator account created from ADMIN_EMAIL");
      return;
    case "ready":
      log.info({ email }, "administrator account ready");
      return;
    case "not-admin":
      log.warn(
        { email },
        `ADMIN_EMAIL belongs to an account without the admin role, which was not promoted: anyone may have registered that address. If it is yours, promote it deliberately: npm run admin -- role ${email} admin`,
      );
      return;
    case "admin-exists":
      log.info({ email }, "ADMIN_EMAIL has no account and administrators exist: nothing to create");
      return;
  }
}
