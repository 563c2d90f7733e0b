-- Issue 32: the language a farmer application was filled in, so the answer's email is in it.
ALTER TABLE "farmer_applications" ADD COLUMN "language" text;