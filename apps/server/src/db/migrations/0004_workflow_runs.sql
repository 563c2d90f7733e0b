CREATE TABLE "workflow_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workflow" text NOT NULL,
	"key" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"step" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_undos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_undos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"step" text NOT NULL,
	"state" text DEFAULT 'retrying' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workflow_undos" ADD CONSTRAINT "workflow_undos_run_id_workflow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."workflow_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_runs_key_idx" ON "workflow_runs" USING btree ("workflow","key");--> statement-breakpoint
CREATE INDEX "workflow_runs_running_idx" ON "workflow_runs" USING btree ("updated_at") WHERE "workflow_runs"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_undos_run_step_idx" ON "workflow_undos" USING btree ("run_id","step");