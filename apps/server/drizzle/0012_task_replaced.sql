ALTER TABLE "tasks" ADD COLUMN "replaced" jsonb;--> statement-breakpoint
CREATE INDEX "tasks_replaced_idx" ON "tasks" USING btree ("updated_at") WHERE "tasks"."replaced" is not null;