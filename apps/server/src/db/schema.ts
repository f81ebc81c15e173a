import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Facts about this installation that every server replica must share (e.g. signing keys). */
export const instanceSettings = pgTable("instance_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});
