ALTER TABLE "booking_payments" ADD COLUMN "recorded_by_name" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "issued" jsonb;--> statement-breakpoint
-- Receipts name who took the money, kept as text like the audit log's actor.
UPDATE "booking_payments" p SET "recorded_by_name" = u."username" FROM "users" u WHERE u."id" = p."recorded_by";
--> statement-breakpoint
-- Money is never rewritten (lib/money/README.md, "Changing a stay"): a charge or a settlement is never updated
-- or deleted; a payment changes only by its one void. The only other change allowed is an admin's id
-- going to null when that admin's account is removed (ON DELETE SET NULL). Raised messages begin with
-- "ledger:", which the API answers as 409.
CREATE FUNCTION ledger_row_never_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.created_by IS NULL AND (to_jsonb(NEW) - 'created_by') = (to_jsonb(OLD) - 'created_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger: a row of % is never changed or removed', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER charges_never_change BEFORE UPDATE OR DELETE ON "charges" FOR EACH ROW EXECUTE FUNCTION ledger_row_never_changes();
--> statement-breakpoint
CREATE TRIGGER settlements_never_change BEFORE UPDATE OR DELETE ON "settlements" FOR EACH ROW EXECUTE FUNCTION ledger_row_never_changes();
--> statement-breakpoint
CREATE FUNCTION payment_changes_only_by_void() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  admin_ids constant text[] := array['recorded_by', 'voided_by'];
  void_fields constant text[] := array['voided', 'void_reason', 'voided_at', 'voided_by'];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The void: once, setting only the void's own fields.
    IF NOT OLD.voided AND NEW.voided AND (to_jsonb(NEW) - void_fields) = (to_jsonb(OLD) - void_fields) THEN
      RETURN NEW;
    END IF;
    -- An admin's account removed: only its id goes to null.
    IF (to_jsonb(NEW) - admin_ids) = (to_jsonb(OLD) - admin_ids)
      AND (NEW.recorded_by IS NULL OR NEW.recorded_by = OLD.recorded_by)
      AND (NEW.voided_by IS NULL OR NEW.voided_by = OLD.voided_by) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'ledger: a payment is never changed or removed, only voided';
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_payments_only_void BEFORE UPDATE OR DELETE ON "booking_payments" FOR EACH ROW EXECUTE FUNCTION payment_changes_only_by_void();
