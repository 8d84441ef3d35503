ALTER TABLE "profiles" ADD COLUMN "is_leaving" boolean DEFAULT false NOT NULL;
