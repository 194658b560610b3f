CREATE TABLE "roster_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"course_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"draft" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"created_by" integer NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_plans_status_ck" CHECK ("roster_plans"."status" in ('draft', 'applied'))
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "rest_minutes" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_shifts_per_week" integer;--> statement-breakpoint
ALTER TABLE "roster_plans" ADD CONSTRAINT "roster_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_plans_created_idx" ON "roster_plans" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_rest_ck" CHECK ("business_settings"."rest_minutes" between 0 and 2880);