import { eq } from "drizzle-orm";
import type { PreferredLlm, UserSettings } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { userSettings } from "../db/schema";

export class SettingsService {
  constructor(private readonly db: Db) {}

  /** The user's settings, created with the default (gemini) on first read. */
  async get(uid: string): Promise<UserSettings> {
    await this.db.insert(userSettings).values({ userId: uid }).onConflictDoNothing();
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.userId, uid));
    if (!row) throw new Error("settings row missing after insert");
    return { preferredLLM: row.preferredLlm };
  }

  async update(uid: string, preferredLLM: PreferredLlm): Promise<UserSettings> {
    const [row] = await this.db
      .insert(userSettings)
      .values({ userId: uid, preferredLlm: preferredLLM })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { preferredLlm: preferredLLM, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error("settings upsert returned no row");
    return { preferredLLM: row.preferredLlm };
  }
}
