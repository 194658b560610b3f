-- Each internal comment's own version stamp; the comments already written start from their row's.
ALTER TABLE "participant_assessments" ADD COLUMN "internal_comment_stamps" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "participant_assessments" SET "internal_comment_stamps" = (
  SELECT jsonb_object_agg(k, to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM jsonb_object_keys("internal_comments") AS k
) WHERE "internal_comments" <> '{}'::jsonb;
