import { eq } from "drizzle-orm";
import type { PreferredLlm } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { userSettings } from "../db/schema";

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  /** The user's preferred model, creating the row with the default on first read. */
  async preferredLlm(uid: string): Promise<PreferredLlm> {
    await this.db.insert(userSettings).values({ userId: uid }).onConflictDoNothing();
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.userId, uid));
    if (!row) throw new Error("settings row missing after insert");
    return row.preferredLlm;
  }

  async setPreferredLlm(uid: string, preferredLlm: PreferredLlm): Promise<PreferredLlm> {
    const [row] = await this.db
      .insert(userSettings)
      .values({ userId: uid, preferredLlm })
      .onConflictDoUpdate({ target: userSettings.userId, set: { preferredLlm, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error("settings upsert returned no row");
    return row.preferredLlm;
  }
}
