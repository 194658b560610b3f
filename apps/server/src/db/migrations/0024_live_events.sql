CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"shift_id" integer,
	"course_id" integer,
	"user_id" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"audience" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_rate_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_rate_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_tickets_expires_idx" ON "live_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_rate_counts_window_idx" ON "mail_rate_counts" USING btree ("window_start");