ALTER TABLE "passengers" ADD COLUMN "age" integer;
