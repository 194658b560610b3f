CREATE TABLE "late_give_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "late_give_ups" ADD CONSTRAINT "late_give_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_give_ups" ADD CONSTRAINT "late_give_ups_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "late_give_ups_event_user_uq" ON "late_give_ups" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "late_give_ups_user_at_idx" ON "late_give_ups" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "course_events_coach_begins_idx" ON "course_events" USING btree ("coach_id","begins") WHERE "course_events"."coach_id" is not null;--> statement-breakpoint
CREATE INDEX "course_events_coordinator_begins_idx" ON "course_events" USING btree ("shift_coordinator_id","begins") WHERE "course_events"."shift_coordinator_id" is not null;