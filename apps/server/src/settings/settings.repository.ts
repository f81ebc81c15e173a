import { eq } from "drizzle-orm";
import { LECTURE_VOICES } from "@study-well/shared";
import { LectureVoice, type PreferredLlm } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { userSettings } from "../db/schema";

export interface StoredSettings {
  preferredLlm: PreferredLlm;
  lectureVoice: LectureVoice;
}

type SettingsRow = typeof userSettings.$inferSelect;

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  /** The user's settings, creating the row with the defaults on first read. */
  async get(uid: string): Promise<StoredSettings> {
    await this.db.insert(userSettings).values({ userId: uid }).onConflictDoNothing();
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.userId, uid));
    if (!row) throw new Error("settings row missing after insert");
    return stored(row);
  }

  /** Changes the settings given, keeping the others (or their defaults). */
  async update(uid: string, change: Partial<StoredSettings>): Promise<StoredSettings> {
    const [row] = await this.db
      .insert(userSettings)
      .values({ userId: uid, ...change })
      .onConflictDoUpdate({ target: userSettings.userId, set: { ...change, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error("settings upsert returned no row");
    return stored(row);
  }
}

/** A voice no longer offered reads as the default one. */
function stored(row: SettingsRow): StoredSettings {
  const voice = LectureVoice.safeParse(row.lectureVoice);
  return { preferredLlm: row.preferredLlm, lectureVoice: voice.success ? voice.data : LECTURE_VOICES[0] };
}
