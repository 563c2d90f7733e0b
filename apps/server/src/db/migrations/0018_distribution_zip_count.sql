-- Issue 14: every list answer says how many zips a distribution serves (deliveryPostalCodeCount). Counting
-- them read each listed distribution's whole zip list out of TOAST (a shipping list's 264 rows hold up to
-- 1,271 zips each): 2,700 of the shipping list's 4,200 buffers and half its 40 ms. The count is kept with
-- the row instead.
ALTER TABLE "distributions" ADD COLUMN "delivery_postal_code_count" integer GENERATED ALWAYS AS (cardinality("delivery_postal_codes")) STORED NOT NULL;
