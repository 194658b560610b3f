CREATE TABLE "calibration_ratings" (
	"calibration_id" integer NOT NULL,
	"assessment_part_id" integer NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "calibration_ratings_calibration_id_assessment_part_id_pk" PRIMARY KEY("calibration_id","assessment_part_id"),
	CONSTRAINT "calibration_ratings_rating_ck" CHECK ("calibration_ratings"."rating" between -1 and 1)
);
--> statement-breakpoint
CREATE TABLE "calibrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calibration_ratings" ADD CONSTRAINT "calibration_ratings_calibration_id_calibrations_id_fk" FOREIGN KEY ("calibration_id") REFERENCES "public"."calibrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_ratings" ADD CONSTRAINT "calibration_ratings_assessment_part_id_assessment_parts_id_fk" FOREIGN KEY ("assessment_part_id") REFERENCES "public"."assessment_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calibrations_event_participant_rater_uq" ON "calibrations" USING btree ("event_id","participant_id","rater_id");--> statement-breakpoint
CREATE INDEX "calibrations_rater_idx" ON "calibrations" USING btree ("rater_id");