CREATE INDEX "participant_profiles_manager_name_idx" ON "participant_profiles" USING btree ("manager_name");--> statement-breakpoint
CREATE INDEX "participant_profiles_branch_idx" ON "participant_profiles" USING btree ("branch");--> statement-breakpoint
CREATE INDEX "participant_profiles_region_idx" ON "participant_profiles" USING btree ("region");--> statement-breakpoint
CREATE INDEX "users_live_participants_name_idx" ON "users" USING btree (lower("name"),"id") WHERE "users"."deleted_at" is null and "users"."roles" @> '{participant}'::text[];