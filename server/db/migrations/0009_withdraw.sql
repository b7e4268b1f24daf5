ALTER TABLE "index_release" DROP CONSTRAINT "index_release_site_id_proj_id_period_pk";--> statement-breakpoint
ALTER TABLE "index_release" ADD CONSTRAINT "index_release_site_id_proj_id_period_published_at_pk" PRIMARY KEY("site_id","proj_id","period","published_at");--> statement-breakpoint
ALTER TABLE "index_publication" ADD COLUMN "withdrawn_by" integer;--> statement-breakpoint
ALTER TABLE "index_publication" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "index_publication" ADD COLUMN "withdraw_reason" text;--> statement-breakpoint
ALTER TABLE "index_release" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "index_publication" ADD CONSTRAINT "index_publication_withdrawn_by_account_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "index_release_current" ON "index_release" USING btree ("site_id","proj_id","period") WHERE withdrawn_at is null;