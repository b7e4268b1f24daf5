ALTER TABLE "content_revision" ALTER COLUMN "entity_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "revision" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "revision" integer;