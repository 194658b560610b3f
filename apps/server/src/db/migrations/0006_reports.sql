-- Custom SQL migration file, put your code below! --
-- hand-written: reports
-- Swaps taken on a shift, read by the role-player attendance report from the audit trail.
CREATE INDEX IF NOT EXISTS "audit_log_swap_taken_event_idx" ON "audit_log" (((data ->> 'eventId')::int)) WHERE action = 'invite_swap_taken';--> statement-breakpoint
-- The scheduled report reads a cohort's shifts in time order.
CREATE INDEX IF NOT EXISTS "course_events_cohort_begins_idx" ON "course_events" ("cohort_id", "begins", "id");
