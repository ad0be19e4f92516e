-- Application numbers given by the column's default (rows stored by tests and bulk loads; the app numbers its
-- own) keep every digit past the millionth: lpad(…, 6, '0') cut 1000000 to 100000, a number already given,
-- and the millionth such row was refused as a duplicate. The sequence is read once; the zeros come off the
-- front.
ALTER TABLE "applications" ALTER COLUMN "application_number" SET DEFAULT ('APP-' || to_char(now() at time zone 'Africa/Johannesburg', 'YYYY') || '-' || regexp_replace('00000' || nextval('application_number_seq')::text, '^0*(?=[0-9]{6})', ''));
