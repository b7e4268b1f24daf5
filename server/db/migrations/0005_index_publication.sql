CREATE TABLE "index_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"period" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"report" jsonb NOT NULL,
	"values" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_publication" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"period" text NOT NULL,
	"import_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "index_import" ADD CONSTRAINT "index_import_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_import" ADD CONSTRAINT "index_import_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_publication" ADD CONSTRAINT "index_publication_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_publication" ADD CONSTRAINT "index_publication_import_id_index_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."index_import"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_publication" ADD CONSTRAINT "index_publication_submitted_by_account_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_publication" ADD CONSTRAINT "index_publication_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "index_import_period" ON "index_import" USING btree ("site_id","proj_id","period");--> statement-breakpoint
CREATE INDEX "index_publication_state" ON "index_publication" USING btree ("site_id","state");--> statement-breakpoint
CREATE INDEX "index_publication_live" ON "index_publication" USING btree ("site_id","published_at");