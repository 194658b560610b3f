-- No user may have two availabilities that overlap; the database refuses it even under concurrency.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "user_availabilities" ADD CONSTRAINT "user_availabilities_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&);
--> statement-breakpoint
-- Reference data every installation needs (not demo data).
-- Ids matter: a new scenario component defaults to type 2, which is Scenario.
INSERT INTO "scenario_component_types" ("id", "name") VALUES (1, 'Introduction'), (2, 'Scenario'), (3, 'Break'), (4, 'Debrief');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('scenario_component_types', 'id'), 4);
--> statement-breakpoint
INSERT INTO "assessment_part_types" ("block_type")
  VALUES ('heading'), ('sub_heading'), ('true_false'), ('short_answer'), ('multiple_choice');
