CREATE TABLE "calendar_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_slot_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "late_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"call_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"group_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ical_event" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_invitations" ADD CONSTRAINT "calendar_invitations_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_invitations" ADD CONSTRAINT "calendar_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_reminders" ADD CONSTRAINT "late_reminders_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_reminders" ADD CONSTRAINT "late_reminders_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_reminders" ADD CONSTRAINT "late_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_reminders" ADD CONSTRAINT "late_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_invitations_slot_uq" ON "calendar_invitations" USING btree ("participant_slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_invitations_uid_uq" ON "calendar_invitations" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "calendar_invitations_event_idx" ON "calendar_invitations" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "late_reminders_call_user_uq" ON "late_reminders" USING btree ("call_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_key_uq" ON "scheduled_jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_group_idx" ON "scheduled_jobs" USING btree ("group_key");