-- Phone numbers and CNICs in one format, as the forms now store them: a Pakistani mobile number typed
-- any usual way ("03001234567", "+92 300 1234567", "0092-300-1234567") becomes "0300-1234567"; a CNIC
-- of 13 digits with or without dashes becomes "35202-1234567-1". Anything else is left as it was
-- typed (the form asks for a valid number the next time the record is edited).
CREATE FUNCTION hostel_mobile(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN m IS NULL THEN value ELSE '0' || substr(m, 1, 3) || '-' || substr(m, 4) END
  FROM (SELECT CASE
    WHEN value !~ '^[+0-9 ()./-]+$' THEN NULL
    WHEN d ~ '^03[0-9]{9}$' THEN substr(d, 2)
    WHEN d ~ '^923[0-9]{9}$' THEN substr(d, 3)
    WHEN d ~ '^9203[0-9]{9}$' THEN substr(d, 4)
    WHEN d ~ '^00923[0-9]{9}$' THEN substr(d, 5)
    WHEN d ~ '^3[0-9]{9}$' THEN d
  END AS m FROM (SELECT regexp_replace(value, '[^0-9]', '', 'g') AS d) digits) mobile
$$;
--> statement-breakpoint
CREATE FUNCTION hostel_cnic(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN c ~ '^[0-9]{13}$' THEN substr(c, 1, 5) || '-' || substr(c, 6, 7) || '-' || substr(c, 13) ELSE value END
  FROM (SELECT regexp_replace(value, '[ -]', '', 'g') AS c) compact
$$;
--> statement-breakpoint
UPDATE "students" SET "contact_number" = hostel_mobile("contact_number"), "emergency_contact" = hostel_mobile("emergency_contact"), "cnic" = hostel_cnic("cnic");
--> statement-breakpoint
UPDATE "staff" SET "phone" = hostel_mobile("phone"), "cnic" = hostel_cnic("cnic");
--> statement-breakpoint
UPDATE "workers" SET "phone" = hostel_mobile("phone"), "cnic" = hostel_cnic("cnic");
--> statement-breakpoint
DROP FUNCTION hostel_mobile(text);
--> statement-breakpoint
DROP FUNCTION hostel_cnic(text);
