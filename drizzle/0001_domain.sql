CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_name" text NOT NULL,
	"father_name" text NOT NULL,
	"email" text,
	"dob" date,
	"image" text,
	"join_date" date,
	"gender" text,
	"cnic" text,
	"city" text,
	"contact_number" text NOT NULL,
	"current_address" text,
	"permanent_address" text,
	"emergency_contact" text,
	"department" text,
	"current_year" integer,
	"semester" integer,
	"blood_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_gender_check" CHECK ("students"."gender" in ('male', 'female', 'other'))
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_number" text NOT NULL,
	"room_type" text,
	"floor_number" text,
	"capacity" integer DEFAULT 1 NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"monthly_rent" integer DEFAULT 0 NOT NULL,
	"additional_charges" integer DEFAULT 0 NOT NULL,
	"available_from" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_room_number_check" CHECK ("rooms"."room_number" in ('Room 1', 'Room 2', 'Room 3', 'Room 4', 'Room 5', 'Room 6', 'Room 7', 'Room 8', 'Room 9', 'Room 10', 'Room 11', 'Room 12', 'Room 13', 'Room 14', 'Room 15', 'Room 16', 'Room 17', 'Room 18', 'Room 19', 'Room 20', 'Room 21', 'Room 22', 'Room 23', 'Room 24', 'Room 25', 'Room 26', 'Room 27', 'Room 28', 'Room 29', 'Room 30', 'Room 31', 'Room 32', 'Room 33', 'Room 34', 'Room 35', 'Room 36')),
	CONSTRAINT "rooms_room_type_check" CHECK ("rooms"."room_type" in ('single', 'double', 'triple', 'fourth', 'fifth')),
	CONSTRAINT "rooms_floor_check" CHECK ("rooms"."floor_number" in ('ground', 'first', 'second')),
	CONSTRAINT "rooms_capacity_check" CHECK ("rooms"."capacity" between 1 and 20),
	CONSTRAINT "rooms_money_check" CHECK ("rooms"."monthly_rent" >= 0 and "rooms"."additional_charges" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"month" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amount_check" CHECK ("booking_payments"."amount" > 0),
	CONSTRAINT "booking_payments_month_check" CHECK ("booking_payments"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"room_id" uuid NOT NULL,
	"duration_type" text DEFAULT 'months' NOT NULL,
	"duration_value" integer DEFAULT 1 NOT NULL,
	"total_payment" integer NOT NULL,
	"advanced_payment" integer DEFAULT 0 NOT NULL,
	"security_charges" integer DEFAULT 0 NOT NULL,
	"security_payment_mode" text,
	"payment_mode" text,
	"booking_date" date NOT NULL,
	"paid_months" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_duration_type_check" CHECK ("bookings"."duration_type" in ('days', 'weeks', 'months')),
	CONSTRAINT "bookings_duration_value_check" CHECK ("bookings"."duration_value" >= 1),
	CONSTRAINT "bookings_payment_mode_check" CHECK ("bookings"."payment_mode" in ('cash', 'bank_transfer')),
	CONSTRAINT "bookings_security_payment_mode_check" CHECK ("bookings"."security_payment_mode" in ('cash', 'bank_transfer')),
	CONSTRAINT "bookings_money_check" CHECK ("bookings"."total_payment" >= 0 and "bookings"."advanced_payment" >= 0 and "bookings"."security_charges" >= 0 and "bookings"."paid_months" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"dob" date,
	"join_date" date,
	"gender" text,
	"salary" integer DEFAULT 0 NOT NULL,
	"address" text,
	"cnic" text,
	"department" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"designation" text,
	CONSTRAINT "staff_gender_check" CHECK ("staff"."gender" in ('Male', 'Female', 'Other')),
	CONSTRAINT "staff_salary_check" CHECK ("staff"."salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"dob" date,
	"join_date" date,
	"gender" text,
	"salary" integer DEFAULT 0 NOT NULL,
	"address" text,
	"cnic" text,
	"department" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_role" text,
	"shift_timing" text,
	CONSTRAINT "workers_gender_check" CHECK ("workers"."gender" in ('Male', 'Female', 'Other')),
	CONSTRAINT "workers_salary_check" CHECK ("workers"."salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "salaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_type" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"basic_salary" integer NOT NULL,
	"allowances" integer DEFAULT 0 NOT NULL,
	"deductions" integer DEFAULT 0 NOT NULL,
	"net_salary" integer NOT NULL,
	"salary_month" text NOT NULL,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salaries_employee_type_check" CHECK ("salaries"."employee_type" in ('Worker', 'Staff')),
	CONSTRAINT "salaries_net_check" CHECK ("salaries"."net_salary" = "salaries"."basic_salary" + "salaries"."allowances" - "salaries"."deductions"),
	CONSTRAINT "salaries_money_check" CHECK ("salaries"."basic_salary" >= 0 and "salaries"."allowances" >= 0 and "salaries"."deductions" >= 0 and "salaries"."net_salary" >= 0),
	CONSTRAINT "salaries_month_check" CHECK ("salaries"."salary_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "salary_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salary_id" uuid NOT NULL,
	"basic_salary" integer NOT NULL,
	"allowances" integer NOT NULL,
	"deductions" integer NOT NULL,
	"net_salary" integer NOT NULL,
	"salary_month" text NOT NULL,
	"payment_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"maintenance_type" text NOT NULL,
	"location" text NOT NULL,
	"issue_description" text NOT NULL,
	"assigned_to" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"total_cost" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"payment_date" date,
	"paid_by" text,
	"work_start_date" date,
	"work_completion_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_type_check" CHECK ("maintenance"."maintenance_type" in ('Plumbing', 'Electrical', 'Cleaning', 'Furniture', 'Gardening', 'Painting', 'Geyser', 'Fridge', 'Other')),
	CONSTRAINT "maintenance_status_check" CHECK ("maintenance"."status" in ('Pending', 'In Progress', 'Completed', 'Cancelled')),
	CONSTRAINT "maintenance_payment_method_check" CHECK ("maintenance"."payment_method" in ('Cash', 'Bank Transfer', 'Other')),
	CONSTRAINT "maintenance_cost_check" CHECK ("maintenance"."total_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text DEFAULT '' NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"staff" integer DEFAULT 0 NOT NULL,
	"workers" integer DEFAULT 0 NOT NULL,
	"staff_salary" integer DEFAULT 0 NOT NULL,
	"worker_salary" integer DEFAULT 0 NOT NULL,
	"total_salary" integer DEFAULT 0 NOT NULL,
	"security_charges" integer DEFAULT 0 NOT NULL,
	"maintenance_cost" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"received_amount" integer DEFAULT 0 NOT NULL,
	"electricity_bill" integer DEFAULT 0 NOT NULL,
	"water_bill" integer DEFAULT 0 NOT NULL,
	"gas_bill" integer DEFAULT 0 NOT NULL,
	"internet_bill" integer DEFAULT 0 NOT NULL,
	"other_bills" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "histories_non_negative_check" CHECK (least("histories"."students", "histories"."bookings", "histories"."staff", "histories"."workers", "histories"."staff_salary", "histories"."worker_salary", "histories"."total_salary", "histories"."security_charges", "histories"."maintenance_cost", "histories"."paid_amount", "histories"."received_amount", "histories"."electricity_bill", "histories"."water_bill", "histories"."gas_bill", "histories"."internet_bill", "histories"."other_bills") >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_history" ADD CONSTRAINT "salary_history_salary_id_salaries_id_fk" FOREIGN KEY ("salary_id") REFERENCES "public"."salaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_created_at_idx" ON "students" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_room_number_unique" ON "rooms" USING btree ("room_number");--> statement-breakpoint
CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id","paid_at");--> statement-breakpoint
CREATE INDEX "bookings_room_idx" ON "bookings" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "bookings_student_idx" ON "bookings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "workers_created_at_idx" ON "workers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "salaries_created_at_idx" ON "salaries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "salary_history_salary_idx" ON "salary_history" USING btree ("salary_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_created_at_idx" ON "maintenance" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "histories_created_at_idx" ON "histories" USING btree ("created_at");