ALTER TABLE "days" ADD COLUMN "lecture_notes" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "lecture_notes" text;--> statement-breakpoint
-- A lecture made before this column is taken to be made from its notes as they are now.
UPDATE "days" SET "lecture_notes" = (SELECT md5(coalesce(string_agg(i.id::text || ':' || i.version::text, ',' ORDER BY i.id), '')) FROM "content_items" i WHERE i.day_id = "days"."id") WHERE "lecture_summary" IS NOT NULL;--> statement-breakpoint
UPDATE "topics" SET "lecture_notes" = (SELECT md5(coalesce(string_agg(i.id::text || ':' || i.version::text, ',' ORDER BY i.id), '')) FROM "content_items" i JOIN "days" n ON n.id = i.day_id WHERE n.topic_id = "topics"."id") WHERE "lecture_summary" IS NOT NULL;
