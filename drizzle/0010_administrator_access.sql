ALTER TABLE "users" ADD COLUMN "access" text DEFAULT 'manager' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_check" CHECK ("users"."access" in ('owner', 'manager', 'viewer'));--> statement-breakpoint
-- Every administrator before roles could do everything: each becomes an owner, so nobody loses a right.
UPDATE "users" SET "access" = 'owner';
