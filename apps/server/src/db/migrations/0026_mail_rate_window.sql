-- The counts last a minute: dropping them lets the key alone be the primary key.
DELETE FROM "mail_rate_counts";--> statement-breakpoint
ALTER TABLE "mail_rate_counts" DROP CONSTRAINT "mail_rate_counts_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "mail_rate_counts" ADD PRIMARY KEY ("key");