-- The general per-address counts (decision 081): UNLOGGED, no WAL for a count that lives a
-- minute; a crash of the database empties it, which only forgives that minute.
CREATE UNLOGGED TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- They were kept in rate_limits until now; those windows are over within two minutes anyway.
DELETE FROM "rate_limits" WHERE starts_with("key", 'requests:');--> statement-breakpoint
-- Unused since the lock-out moved to rate_limits (decision 049).
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_failed_login_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_blocked_until";
