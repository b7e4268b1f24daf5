ALTER TABLE "index_import" ADD COLUMN "dataset" text DEFAULT 'index' NOT NULL;--> statement-breakpoint
ALTER TABLE "index_publication" ADD COLUMN "dataset" text DEFAULT 'index' NOT NULL;