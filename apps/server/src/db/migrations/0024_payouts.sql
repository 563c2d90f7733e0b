CREATE TABLE "farm_payout_accounts" (
	"farm_id" integer PRIMARY KEY NOT NULL,
	"fee_basis_points" integer,
	"provider" text,
	"account_id" text,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payout_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"order_group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"items_cents" integer NOT NULL,
	"delivery_cents" integer NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"owed_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farm_id" integer NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone NOT NULL,
	"items_cents" integer DEFAULT 0 NOT NULL,
	"delivery_cents" integer DEFAULT 0 NOT NULL,
	"refunds_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"owed_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_on" text,
	"paid_method" text,
	"paid_reference" text,
	"transfer_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farm_payout_accounts" ADD CONSTRAINT "farm_payout_accounts_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_transfers" ADD CONSTRAINT "local_transfers_account_id_local_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."local_payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "local_transfers_idempotency_idx" ON "local_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_group_kind_idx" ON "statement_lines" USING btree ("order_group_id","kind");--> statement-breakpoint
CREATE INDEX "statement_lines_statement_idx" ON "statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_farm_period_idx" ON "statements" USING btree ("farm_id","period_end");--> statement-breakpoint
CREATE INDEX "statements_period_idx" ON "statements" USING btree ("period_end");