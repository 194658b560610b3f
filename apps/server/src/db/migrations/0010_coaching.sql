CREATE TABLE "roleplayer_assessment_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"roleplayer_assessment_id" integer NOT NULL,
	"roleplayer_assessment_question_id" integer NOT NULL,
	"answer_value" numeric,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roleplayer_assessment_answers_value_ck" CHECK ("roleplayer_assessment_answers"."answer_value" is null or ("roleplayer_assessment_answers"."answer_value" >= 0 and "roleplayer_assessment_answers"."answer_value" <= 1))
);
--> statement-breakpoint
CREATE TABLE "roleplayer_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"call_id" integer,
	"event_id" integer,
	"coach_id" integer NOT NULL,
	"template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roleplayer_assessment_answers" ADD CONSTRAINT "roleplayer_assessment_answers_roleplayer_assessment_id_roleplayer_assessments_id_fk" FOREIGN KEY ("roleplayer_assessment_id") REFERENCES "public"."roleplayer_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roleplayer_assessment_answers" ADD CONSTRAINT "roleplayer_assessment_answers_roleplayer_assessment_question_id_roleplayer_assessment_questions_id_fk" FOREIGN KEY ("roleplayer_assessment_question_id") REFERENCES "public"."roleplayer_assessment_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roleplayer_assessments" ADD CONSTRAINT "roleplayer_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roleplayer_assessments" ADD CONSTRAINT "roleplayer_assessments_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roleplayer_assessments" ADD CONSTRAINT "roleplayer_assessments_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roleplayer_assessments" ADD CONSTRAINT "roleplayer_assessments_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roleplayer_assessments" ADD CONSTRAINT "roleplayer_assessments_template_id_roleplayer_assessment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."roleplayer_assessment_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roleplayer_assessment_answers_record_question_uq" ON "roleplayer_assessment_answers" USING btree ("roleplayer_assessment_id","roleplayer_assessment_question_id");--> statement-breakpoint
CREATE INDEX "roleplayer_assessment_answers_question_idx" ON "roleplayer_assessment_answers" USING btree ("roleplayer_assessment_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roleplayer_assessments_user_call_uq" ON "roleplayer_assessments" USING btree ("user_id","call_id");--> statement-breakpoint
CREATE INDEX "roleplayer_assessments_coach_idx" ON "roleplayer_assessments" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE INDEX "roleplayer_assessments_created_idx" ON "roleplayer_assessments" USING btree ("created_at");