CREATE TABLE "calendar_feed_entries" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"begins" timestamp with time zone NOT NULL,
	"ends" timestamp with time zone NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"lost_at" timestamp with time zone,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_entries_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_entries" ADD CONSTRAINT "calendar_feed_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feed_entries_user_begins_idx" ON "calendar_feed_entries" USING btree ("user_id","begins");--> statement-breakpoint
CREATE INDEX "calendar_feed_entries_event_idx" ON "calendar_feed_entries" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
-- Every part already held on a shift not long over gets its feed entry (sequence 0), so feeds start full.
INSERT INTO "calendar_feed_entries" ("user_id", "event_id", "begins", "ends")
SELECT DISTINCT held.user_id, e.id, e.begins, e.ends
FROM "course_events" e
CROSS JOIN LATERAL (
	SELECT i.user_id FROM "event_invites" i WHERE i.event_id = e.id AND i.status IN ('invited', 'accepted', 'swap_requested')
	UNION SELECT e.coach_id WHERE e.coach_id IS NOT NULL
	UNION SELECT e.shift_coordinator_id WHERE e.shift_coordinator_id IS NOT NULL
	UNION SELECT p.user_id FROM "participant_slots" p WHERE p.event_id = e.id
	UNION SELECT c.user_id FROM "call_slots" c WHERE c.event_id = e.id AND c.user_id IS NOT NULL
) held
WHERE e.ends > now() - interval '30 days';
