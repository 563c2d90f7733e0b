CREATE TABLE "day_message_recipients" (
	"message_id" integer NOT NULL,
	"order_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "day_message_recipients_message_id_order_group_id_pk" PRIMARY KEY("message_id","order_group_id")
);
--> statement-breakpoint
CREATE TABLE "day_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_user_id" integer NOT NULL,
	"distribution_id" integer,
	"market_id" integer,
	"date" text NOT NULL,
	"from_name" text NOT NULL,
	"body" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "picked_up_by" integer;--> statement-breakpoint
ALTER TABLE "day_message_recipients" ADD CONSTRAINT "day_message_recipients_message_id_day_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."day_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_message_recipients" ADD CONSTRAINT "day_message_recipients_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_message_recipients" ADD CONSTRAINT "day_message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_messages" ADD CONSTRAINT "day_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_messages" ADD CONSTRAINT "day_messages_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_messages" ADD CONSTRAINT "day_messages_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_message_recipients_group_idx" ON "day_message_recipients" USING btree ("order_group_id");--> statement-breakpoint
CREATE INDEX "day_messages_sender_idx" ON "day_messages" USING btree ("sender_user_id","created_at");--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_picked_up_by_users_id_fk" FOREIGN KEY ("picked_up_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;