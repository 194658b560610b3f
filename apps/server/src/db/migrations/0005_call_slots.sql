CREATE TABLE "call_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"block_number" integer NOT NULL,
	"scenario_component_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_slot_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_slot_id" integer NOT NULL,
	"scenario_component_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_slot_notes_note_ck" CHECK (char_length("participant_slot_notes"."note") <= 15)
);
--> statement-breakpoint
CREATE TABLE "participant_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"block_number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_to_event" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_slots" ADD CONSTRAINT "call_slots_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_slots" ADD CONSTRAINT "call_slots_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_slots" ADD CONSTRAINT "call_slots_scenario_component_id_scenario_components_id_fk" FOREIGN KEY ("scenario_component_id") REFERENCES "public"."scenario_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_slots" ADD CONSTRAINT "call_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_slot_notes" ADD CONSTRAINT "participant_slot_notes_participant_slot_id_participant_slots_id_fk" FOREIGN KEY ("participant_slot_id") REFERENCES "public"."participant_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_slot_notes" ADD CONSTRAINT "participant_slot_notes_scenario_component_id_scenario_components_id_fk" FOREIGN KEY ("scenario_component_id") REFERENCES "public"."scenario_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_slots" ADD CONSTRAINT "participant_slots_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_slots" ADD CONSTRAINT "participant_slots_event_id_course_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."course_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_slots" ADD CONSTRAINT "participant_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_slots_call_scenario_uq" ON "call_slots" USING btree ("call_id","scenario_component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_slots_rp_scenario_block_uq" ON "call_slots" USING btree ("event_id","block_number","scenario_component_id","user_id") WHERE "call_slots"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "call_slots_user_idx" ON "call_slots" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_slot_notes_slot_scenario_uq" ON "participant_slot_notes" USING btree ("participant_slot_id","scenario_component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_slots_block_user_uq" ON "participant_slots" USING btree ("event_id","block_number","user_id");--> statement-breakpoint
CREATE INDEX "participant_slots_call_idx" ON "participant_slots" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "participant_slots_user_idx" ON "participant_slots" USING btree ("user_id");