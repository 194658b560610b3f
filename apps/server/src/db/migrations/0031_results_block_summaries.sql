CREATE TABLE "results_block_summaries" (
	"course_id" integer NOT NULL,
	"cohort_id" integer,
	"assessment_part_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sessions" integer NOT NULL,
	"minus_one" integer NOT NULL,
	"zero" integer NOT NULL,
	"plus_one" integer NOT NULL,
	"first_rating" bigint NOT NULL,
	"latest_rating" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "results_block_summaries" ADD CONSTRAINT "results_block_summaries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_block_summaries" ADD CONSTRAINT "results_block_summaries_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_block_summaries" ADD CONSTRAINT "results_block_summaries_assessment_part_id_assessment_parts_id_fk" FOREIGN KEY ("assessment_part_id") REFERENCES "public"."assessment_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_block_summaries" ADD CONSTRAINT "results_block_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "results_block_summaries_course_cohort_idx" ON "results_block_summaries" USING btree ("course_id","cohort_id");--> statement-breakpoint
CREATE INDEX "results_block_summaries_course_user_idx" ON "results_block_summaries" USING btree ("course_id","user_id");--> statement-breakpoint
INSERT INTO "results_block_summaries" ("course_id", "cohort_id", "assessment_part_id", "user_id", "sessions", "minus_one", "zero", "plus_one", "first_rating", "latest_rating")
SELECT e.course_id, e.cohort_id, r.assessment_part_id, a.user_id,
  count(*)::int,
  (count(*) FILTER (WHERE r.rating = -1))::int,
  (count(*) FILTER (WHERE r.rating = 0))::int,
  (count(*) FILTER (WHERE r.rating = 1))::int,
  min(((floor(extract(epoch FROM e.begins) / 60)::bigint + 36816480) * 2147483648 + e.id) * 4 + r.rating + 1),
  max(((floor(extract(epoch FROM e.begins) / 60)::bigint + 36816480) * 2147483648 + e.id) * 4 + r.rating + 1)
FROM "participant_assessments" a
JOIN "course_events" e ON e.id = a.event_id
JOIN "assessment_ratings" r ON r.participant_assessment_id = a.id
WHERE e.type = 'roleplay'
GROUP BY e.course_id, e.cohort_id, r.assessment_part_id, a.user_id;
