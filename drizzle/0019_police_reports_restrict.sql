ALTER TABLE "police_reports" DROP CONSTRAINT "police_reports_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "police_reports" ADD CONSTRAINT "police_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;