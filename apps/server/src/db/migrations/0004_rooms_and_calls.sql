CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"block_number" integer NOT NULL,
	"meeting_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_block_number_ck" CHECK ("calls"."block_number" >= 0 and "calls"."block_number" < 10)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"room_type" text DEFAULT 'phone' NOT NULL,
	"local_number" text,
	"toll_free_number" text,
	"meeting_url" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_event_block_idx" ON "calls" USING btree ("event_id","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_name_live_uq" ON "rooms" USING btree (lower("name")) WHERE "rooms"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "course_events" ADD CONSTRAINT "course_events_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- No room is booked by two shifts whose times overlap; the database refuses it even under concurrency.
ALTER TABLE "course_events" ADD CONSTRAINT "course_events_room_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, tstzrange("begins", "ends", '[)') WITH &&) WHERE ("room_id" IS NOT NULL);
