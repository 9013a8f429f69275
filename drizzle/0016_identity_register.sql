CREATE TABLE "police_reports" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"reported_on" date NOT NULL,
	"police_station" text NOT NULL,
	"reference" text,
	"reported_by" uuid,
	"reported_by_name" text,
	"corrected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "id_type" text DEFAULT 'cnic' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "nationality" text DEFAULT 'Pakistani' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "visa_expiry" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "id_front" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "id_back" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "previous_address" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_relation" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_phone" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_cnic" text;--> statement-breakpoint
ALTER TABLE "police_reports" ADD CONSTRAINT "police_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "police_reports" ADD CONSTRAINT "police_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing customers keep their CNIC as their ID number (docs/register.md). Where two customers share one
-- CNIC, the first added keeps it as the ID number and the others are left without one (incomplete, listed as
-- such) until an administrator sorts out who is who: no customer becomes invalid and none is merged.
UPDATE "students" SET "id_number" = "cnic"
WHERE "cnic" IS NOT NULL AND "id" = (
  SELECT "first"."id" FROM "students" "first" WHERE "first"."cnic" = "students"."cnic" ORDER BY "first"."created_at", "first"."id" LIMIT 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "students_id_number_key" ON "students" USING btree ("id_number") WHERE "students"."id_number" is not null;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_id_type_check" CHECK ("students"."id_type" in ('cnic', 'nicop', 'b_form', 'passport', 'poc'));