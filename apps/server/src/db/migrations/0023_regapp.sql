CREATE TABLE "regapp_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"block_number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"offered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_preferences" ADD COLUMN "waitlist_offer_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "max_bookings" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "regapp_waitlist" ADD CONSTRAINT "regapp_waitlist_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regapp_waitlist" ADD CONSTRAINT "regapp_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regapp_waitlist_block_user_uq" ON "regapp_waitlist" USING btree ("event_id","block_number","user_id");--> statement-breakpoint
CREATE INDEX "regapp_waitlist_block_idx" ON "regapp_waitlist" USING btree ("event_id","block_number","id");--> statement-breakpoint
CREATE INDEX "regapp_waitlist_user_idx" ON "regapp_waitlist" USING btree ("user_id");