ALTER TABLE "audit_entries" ADD COLUMN "entity_label" text;--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at");--> statement-breakpoint
-- The entries written before labels name their record as it is now: a booking by its resident's name, a
-- payment by its receipt number, an administrator by the account's name. A record gone since keeps none.
UPDATE "audit_entries" SET "entity_label" = "bookings"."student_name" FROM "bookings" WHERE "audit_entries"."entity" = 'booking' AND "audit_entries"."entity_id" = "bookings"."id" AND "audit_entries"."entity_label" IS NULL;--> statement-breakpoint
UPDATE "audit_entries" SET "entity_label" = "booking_payments"."receipt_no" FROM "booking_payments" WHERE "audit_entries"."entity" = 'payment' AND "audit_entries"."entity_id" = "booking_payments"."id" AND "audit_entries"."entity_label" IS NULL;--> statement-breakpoint
UPDATE "audit_entries" SET "entity_label" = "users"."username" FROM "users" WHERE "audit_entries"."entity" = 'user' AND "audit_entries"."entity_id" = "users"."id" AND "audit_entries"."entity_label" IS NULL;
