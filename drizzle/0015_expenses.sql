CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spent_on" date NOT NULL,
	"category" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_to" text NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"note" text,
	"picture" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_mode_check" CHECK ("expenses"."mode" in ('cash', 'bank_transfer', 'jazzcash', 'easypaisa')),
	CONSTRAINT "expenses_void_check" CHECK (("expenses"."voided_at" is null) = ("expenses"."void_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_spent_on_idx" ON "expenses" USING btree ("spent_on","created_at");--> statement-breakpoint
CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("category","spent_on");--> statement-breakpoint
CREATE INDEX "expenses_search_idx" ON "expenses" USING gin ((coalesce("paid_to", '') || chr(10) || coalesce("category", '') || chr(10) || coalesce("reference", '') || chr(10) || coalesce("note", '')) gin_trgm_ops);--> statement-breakpoint
-- An expense is money out (docs/bills.md, B6): never removed, its figures never rewritten. It changes only by
-- its one void (the void's own fields and updated_at), or when an administrator's account is removed (an
-- admin's id going to null). Raised messages begin with "ledger:", which the API answers as 409.
CREATE FUNCTION expense_changes_only_by_void() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  admin_ids constant text[] := array['recorded_by', 'voided_by'];
  void_fields constant text[] := array['voided_at', 'void_reason', 'voided_by', 'updated_at'];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.voided_at IS NULL AND NEW.voided_at IS NOT NULL AND (to_jsonb(NEW) - void_fields) = (to_jsonb(OLD) - void_fields) THEN
      RETURN NEW;
    END IF;
    IF (to_jsonb(NEW) - admin_ids) = (to_jsonb(OLD) - admin_ids)
      AND (NEW.recorded_by IS NULL OR NEW.recorded_by = OLD.recorded_by)
      AND (NEW.voided_by IS NULL OR NEW.voided_by = OLD.voided_by) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'ledger: an expense is never changed or removed, only voided';
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_only_void BEFORE UPDATE OR DELETE ON "expenses" FOR EACH ROW EXECUTE FUNCTION expense_changes_only_by_void();
