-- The lists' contains-search is served by trigram indexes (below); PGlite loads the same extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "payment_month_totals" (
	"month" text NOT NULL,
	"mode" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_month_totals_month_mode_pk" PRIMARY KEY("month","mode")
);
--> statement-breakpoint
CREATE INDEX "students_search_idx" ON "students" USING gin ((coalesce("student_name", '') || chr(10) || coalesce("father_name", '') || chr(10) || coalesce("email", '') || chr(10) || coalesce("contact_number", '') || chr(10) || coalesce("cnic", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_open_stays_idx" ON "bookings" USING btree (coalesce("leave_date", 'infinity'::date)) WHERE "bookings"."deleted_at" is null and "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "salaries_search_idx" ON "salaries" USING gin ((coalesce("full_name", '') || chr(10) || coalesce("employee_type", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "maintenance_search_idx" ON "maintenance" USING gin ((coalesce("title", '') || chr(10) || coalesce("maintenance_type", '') || chr(10) || coalesce("location", '') || chr(10) || coalesce("status", '')) gin_trgm_ops);--> statement-breakpoint
-- payment_month_totals follows booking_payments in the same transaction: a statement's old rows
-- (updated or deleted) are taken out, its new rows (inserted or updated) added; voided payments count
-- nowhere. Rows are upserted in (month, mode) order, so two writers never wait on each other crosswise.
CREATE FUNCTION payment_month_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO payment_month_totals AS total (month, mode, amount, payments)
      SELECT to_char(paid_on, 'YYYY-MM'), mode, -sum(amount), -count(*) FROM old_payments WHERE NOT voided GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, mode) DO UPDATE SET amount = total.amount + excluded.amount, payments = total.payments + excluded.payments;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_month_totals AS total (month, mode, amount, payments)
      SELECT to_char(paid_on, 'YYYY-MM'), mode, sum(amount), count(*) FROM new_payments WHERE NOT voided GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, mode) DO UPDATE SET amount = total.amount + excluded.amount, payments = total.payments + excluded.payments;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_payments_totals_insert AFTER INSERT ON booking_payments
  REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_follow();
--> statement-breakpoint
CREATE TRIGGER booking_payments_totals_update AFTER UPDATE ON booking_payments
  REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_follow();
--> statement-breakpoint
CREATE TRIGGER booking_payments_totals_delete AFTER DELETE ON booking_payments
  REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_follow();
--> statement-breakpoint
INSERT INTO payment_month_totals (month, mode, amount, payments)
  SELECT to_char(paid_on, 'YYYY-MM'), mode, sum(amount), count(*) FROM booking_payments WHERE NOT voided GROUP BY 1, 2;
