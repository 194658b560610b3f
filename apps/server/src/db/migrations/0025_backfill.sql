CREATE TABLE "backfill_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"wave" integer NOT NULL,
	"offered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backfill_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"role" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"gave_up_user_id" integer,
	"gave_up_invite_id" integer,
	"filled_by_user_id" integer,
	"filled_at" timestamp with time zone,
	"waves" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_events" ADD COLUMN "answer_by_hours_before_start" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_events" ADD COLUMN "backfill_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "course_preferences" ADD COLUMN "answer_by_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_preferences" ADD COLUMN "backfill_wave_size" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_preferences" ADD COLUMN "backfill_wave_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_invites" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_invites" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backfill_offers" ADD CONSTRAINT "backfill_offers_place_id_backfill_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."backfill_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backfill_offers" ADD CONSTRAINT "backfill_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backfill_places" ADD CONSTRAINT "backfill_places_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backfill_places" ADD CONSTRAINT "backfill_places_gave_up_user_id_users_id_fk" FOREIGN KEY ("gave_up_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backfill_places" ADD CONSTRAINT "backfill_places_filled_by_user_id_users_id_fk" FOREIGN KEY ("filled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backfill_offers_place_user_uq" ON "backfill_offers" USING btree ("place_id","user_id");--> statement-breakpoint
CREATE INDEX "backfill_offers_user_idx" ON "backfill_offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "backfill_places_event_idx" ON "backfill_places" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "backfill_places_gave_up_invite_idx" ON "backfill_places" USING btree ("gave_up_invite_id");