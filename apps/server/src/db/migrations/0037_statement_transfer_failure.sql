ALTER TABLE "statements" ADD COLUMN "transfer_failure" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "transfer_refusals" integer DEFAULT 0 NOT NULL;