CREATE TABLE "assessment_part_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"assessment_part_type_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"action_plan" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"contact_first_name" text DEFAULT '' NOT NULL,
	"contact_last_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"type" text NOT NULL,
	"begins" timestamp with time zone NOT NULL,
	"ends" timestamp with time zone NOT NULL,
	"cohort_id" integer,
	"coach_id" integer,
	"shift_coordinator_id" integer,
	"reg_app_visibility" boolean DEFAULT true NOT NULL,
	"is_group_session" boolean DEFAULT false NOT NULL,
	"use_google_calendar" boolean DEFAULT false NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"sessions" integer,
	"extensions" integer,
	"staffing_ratio" numeric(4, 1),
	"room_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_events_order_ck" CHECK ("course_events"."ends" > "course_events"."begins")
);
--> statement-breakpoint
CREATE TABLE "course_participants" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invitation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_participants_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_preferences" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en-CA' NOT NULL,
	"resources_ready" boolean DEFAULT false NOT NULL,
	"enable_group_sessions" boolean DEFAULT false NOT NULL,
	"custom_reminder_enabled" boolean DEFAULT false NOT NULL,
	"custom_reminder_days_before" integer DEFAULT 1 NOT NULL,
	"custom_reminder_text" text DEFAULT '' NOT NULL,
	"email_sender" text DEFAULT '' NOT NULL,
	"email_bcc_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_action_plan_to_participant" boolean DEFAULT true NOT NULL,
	"email_action_plan_to_manager" boolean DEFAULT false NOT NULL,
	"email_show_project_manager_contact" boolean DEFAULT false NOT NULL,
	"email_custom_welcome_text" text DEFAULT '' NOT NULL,
	"email_custom_introduction_blurb" text DEFAULT '' NOT NULL,
	"email_custom_comments_header" text DEFAULT '' NOT NULL,
	"email_custom_strengths_introduction" text DEFAULT '' NOT NULL,
	"email_custom_opportunities_introduction" text DEFAULT '' NOT NULL,
	"email_custom_action_plan_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"roleplayer_assessment_template_id" integer,
	"project_manager_id" integer,
	"key" text NOT NULL,
	"change_timeout" integer DEFAULT 2 NOT NULL,
	"cancel_timeout" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"swap_to_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partial_swap_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_invite_id" integer NOT NULL,
	"request_subject" text NOT NULL,
	"request_details" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"action_plan_descriptor" text DEFAULT '' NOT NULL,
	"custom_action_plan" text DEFAULT '' NOT NULL,
	"internal_comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"action_plan_email_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"manager_name" text DEFAULT '' NOT NULL,
	"manager_email" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"url" text,
	"file_name" text,
	"stored_name" text,
	"mime_type" text,
	"size" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roleplayer_assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"header" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"answer_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roleplayer_assessment_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenario_component_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenario_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"scenario_component_type_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 30 NOT NULL,
	"rp_reference" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenario_components_duration_ck" CHECK ("scenario_components"."duration" between 5 and 120 and "scenario_components"."duration" % 5 = 0),
	CONSTRAINT "scenario_components_rp_ck" CHECK ("scenario_components"."rp_reference" is null or "scenario_components"."rp_reference" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_availabilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_availabilities_order_ck" CHECK ("user_availabilities"."end_time" > "user_availabilities"."start_time")
);
--> statement-breakpoint
CREATE TABLE "user_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_parts" ADD CONSTRAINT "assessment_parts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_parts" ADD CONSTRAINT "assessment_parts_assessment_part_type_id_assessment_part_types_id_fk" FOREIGN KEY ("assessment_part_type_id") REFERENCES "public"."assessment_part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_events" ADD CONSTRAINT "course_events_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_events" ADD CONSTRAINT "course_events_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_events" ADD CONSTRAINT "course_events_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_events" ADD CONSTRAINT "course_events_shift_coordinator_id_users_id_fk" FOREIGN KEY ("shift_coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_participants" ADD CONSTRAINT "course_participants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_participants" ADD CONSTRAINT "course_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_preferences" ADD CONSTRAINT "course_preferences_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_roleplayer_assessment_template_id_roleplayer_assessment_templates_id_fk" FOREIGN KEY ("roleplayer_assessment_template_id") REFERENCES "public"."roleplayer_assessment_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_project_manager_id_users_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invites" ADD CONSTRAINT "event_invites_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invites" ADD CONSTRAINT "event_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invites" ADD CONSTRAINT "event_invites_swap_to_user_id_users_id_fk" FOREIGN KEY ("swap_to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_swap_requests" ADD CONSTRAINT "partial_swap_requests_event_invite_id_event_invites_id_fk" FOREIGN KEY ("event_invite_id") REFERENCES "public"."event_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_swap_requests" ADD CONSTRAINT "partial_swap_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_assessments" ADD CONSTRAINT "participant_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_assessments" ADD CONSTRAINT "participant_assessments_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_profiles" ADD CONSTRAINT "participant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_profiles" ADD CONSTRAINT "participant_profiles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_links" ADD CONSTRAINT "resource_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_links" ADD CONSTRAINT "resource_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roleplayer_assessment_questions" ADD CONSTRAINT "roleplayer_assessment_questions_template_id_roleplayer_assessment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."roleplayer_assessment_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_components" ADD CONSTRAINT "scenario_components_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_components" ADD CONSTRAINT "scenario_components_scenario_component_type_id_scenario_component_types_id_fk" FOREIGN KEY ("scenario_component_type_id") REFERENCES "public"."scenario_component_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_availabilities" ADD CONSTRAINT "user_availabilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_qualifications" ADD CONSTRAINT "user_qualifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_qualifications" ADD CONSTRAINT "user_qualifications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_part_types_block_uq" ON "assessment_part_types" USING btree ("block_type");--> statement-breakpoint
CREATE INDEX "assessment_parts_course_idx" ON "assessment_parts" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_course_name_uq" ON "cohorts" USING btree ("course_id",lower("name"));--> statement-breakpoint
CREATE INDEX "course_events_course_idx" ON "course_events" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_events_begins_idx" ON "course_events" USING btree ("begins");--> statement-breakpoint
CREATE INDEX "course_participants_user_idx" ON "course_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_key_uq" ON "courses" USING btree ("key");--> statement-breakpoint
CREATE INDEX "courses_client_idx" ON "courses" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_invites_event_user_uq" ON "event_invites" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_invites_user_idx" ON "event_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_invites_status_idx" ON "event_invites" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_assessments_user_event_uq" ON "participant_assessments" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "participant_profiles_client_idx" ON "participant_profiles" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "resource_links_course_idx" ON "resource_links" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scenario_component_types_name_uq" ON "scenario_component_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "scenario_components_course_idx" ON "scenario_components" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "user_availabilities_time_idx" ON "user_availabilities" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "user_qualifications_uq" ON "user_qualifications" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "user_qualifications_course_idx" ON "user_qualifications" USING btree ("course_id");