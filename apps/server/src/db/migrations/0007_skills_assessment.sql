CREATE TABLE "assessment_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_assessment_id" integer NOT NULL,
	"assessment_part_id" integer NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_ratings_rating_ck" CHECK ("assessment_ratings"."rating" between -1 and 1)
);
--> statement-breakpoint
CREATE TABLE "nps_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nps_ratings_rating_ck" CHECK ("nps_ratings"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "participant_assessment_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_assessment_id" integer NOT NULL,
	"assessment_part_id" integer NOT NULL,
	"scenario_component_id" integer NOT NULL,
	"choice" text,
	"text" text,
	"answer_index" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_assessment_parts_one_ck" CHECK (num_nonnulls("participant_assessment_parts"."choice", "participant_assessment_parts"."text", "participant_assessment_parts"."answer_index") = 1),
	CONSTRAINT "participant_assessment_parts_choice_ck" CHECK ("participant_assessment_parts"."choice" is null or "participant_assessment_parts"."choice" in ('true', 'false', 'na', 'dngt'))
);
--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_participant_assessment_id_participant_assessments_id_fk" FOREIGN KEY ("participant_assessment_id") REFERENCES "public"."participant_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_assessment_part_id_assessment_parts_id_fk" FOREIGN KEY ("assessment_part_id") REFERENCES "public"."assessment_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_ratings" ADD CONSTRAINT "nps_ratings_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_ratings" ADD CONSTRAINT "nps_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_ratings" ADD CONSTRAINT "nps_ratings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_assessment_parts" ADD CONSTRAINT "participant_assessment_parts_participant_assessment_id_participant_assessments_id_fk" FOREIGN KEY ("participant_assessment_id") REFERENCES "public"."participant_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_assessment_parts" ADD CONSTRAINT "participant_assessment_parts_assessment_part_id_assessment_parts_id_fk" FOREIGN KEY ("assessment_part_id") REFERENCES "public"."assessment_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_assessment_parts" ADD CONSTRAINT "participant_assessment_parts_scenario_component_id_scenario_components_id_fk" FOREIGN KEY ("scenario_component_id") REFERENCES "public"."scenario_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_assessment_parts" ADD CONSTRAINT "participant_assessment_parts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_ratings_uq" ON "assessment_ratings" USING btree ("participant_assessment_id","assessment_part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nps_ratings_cohort_user_uq" ON "nps_ratings" USING btree ("cohort_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_assessment_parts_uq" ON "participant_assessment_parts" USING btree ("participant_assessment_id","assessment_part_id","scenario_component_id");--> statement-breakpoint
CREATE INDEX "participant_assessment_parts_part_idx" ON "participant_assessment_parts" USING btree ("assessment_part_id");