-- Feed secrets are no longer stored: the address's secret is an HMAC of (user id, nonce) under the
-- server's feed key. Feeds made before this have no nonce, so they are dropped (their old addresses
-- stop working) and their owners get a new address, with a new nonce, the next time they open the page.
DELETE FROM "calendar_feeds";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "nonce" text NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP COLUMN "secret";
