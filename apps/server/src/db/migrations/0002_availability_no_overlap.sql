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
--> statement-breakpoint
-- The default coaching form: a question of each answer type.
INSERT INTO "roleplayer_assessment_templates" ("id", "name") VALUES (1, 'Standard roleplayer coaching');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('roleplayer_assessment_templates', 'id'), 1);
--> statement-breakpoint
INSERT INTO "roleplayer_assessment_questions" ("template_id", "header", "content", "answer_type", "position") VALUES
  (1, 'Stayed in character', 'Did the role-player keep to the character brief for the whole call?', 'binary', 0),
  (1, 'Followed the scenario', 'Were the scenario''s key moments played as written?', 'binary', 1),
  (1, 'Realism', 'How natural and believable was the performance?', 'scale', 2),
  (1, 'Challenge level', 'How well was the difficulty pitched to the participant?', 'scale', 3),
  (1, 'Feedback quality', 'How useful was the role-player''s feedback to the participant?', 'scale', 4),
  (1, 'Comments', 'What went well, and what should the role-player do differently next time?', 'comment', 5);
