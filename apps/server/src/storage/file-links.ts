import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { instanceSettings } from "../db/schema";

const SECRET_SETTING = "files.link-secret";

/**
 * Who a link was made for: the session that asked (its id, "" for a token without one) and the
 * account's session version then. Signing them in makes a link die with its session: signed out,
 * signed out everywhere, a new password, or the account disabled (an attacker's find: links
 * worked for up to 6 hours after).
 */
export interface LinkHolder {
  session: string;
  version: number;
}

/**
 * Signs the expiring links to files this server serves itself (the folder store): the file id,
 * the expiry and the holder, under a secret every replica shares. A link cannot be moved to
 * another file or session, or made to last longer.
 */
export class FileLinkSigner {
  private constructor(private readonly secret: Buffer) {}

  /** Loads the installation's secret, making it on first start; replicas race safely. */
  static async load(db: Db): Promise<FileLinkSigner> {
    const read = async () => {
      const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, SECRET_SETTING));
      return row?.value as string | undefined;
    };
    let secret = await read();
    if (!secret) {
      const candidate = randomBytes(32).toString("base64url");
      await db
        .insert(instanceSettings)
        .values({ key: SECRET_SETTING, value: candidate })
        .onConflictDoNothing();
      secret = await read();
    }
    if (!secret) throw new Error("file link secret missing after insert");
    return new FileLinkSigner(Buffer.from(secret, "base64url"));
  }

  sign(fileId: string, expires: number, holder: LinkHolder): string {
    return createHmac("sha256", this.secret)
      .update(`${fileId}.${expires}.${holder.session}.${holder.version}`)
      .digest("base64url");
  }

  /**
   * True when the signature is this server's for this file, expiry and holder, and it has not
   * passed. Whether the holder's session still stands is the caller's to check.
   */
  verify(fileId: string, expires: number, holder: LinkHolder, signature: string, now = Date.now()): boolean {
    if (expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(fileId, expires, holder));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
