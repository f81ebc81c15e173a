ALTER TABLE "days" ADD COLUMN "lecture_notes" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "lecture_notes" text;