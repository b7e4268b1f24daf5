-- Companies, products, brands and raw materials are created and retired in the back office (issue 45):
-- a retired one is hidden from visitors and kept with its history, never deleted.
ALTER TABLE "company" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "material" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
-- A revision that, once approved, retires its entity (the editor's reason).
ALTER TABLE "content_revision" ADD COLUMN "retire_reason" text;
