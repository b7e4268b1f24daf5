CREATE TABLE "index_era" (
	"site_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"valid_from" text NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "index_era_site_id_proj_id_valid_from_pk" PRIMARY KEY("site_id","proj_id","valid_from")
);
--> statement-breakpoint
CREATE TABLE "classification_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"valid_from" text NOT NULL,
	"note" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"state" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "index_era" ADD CONSTRAINT "index_era_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classification_change" ADD CONSTRAINT "classification_change_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classification_change" ADD CONSTRAINT "classification_change_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classification_change" ADD CONSTRAINT "classification_change_submitted_by_account_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classification_change" ADD CONSTRAINT "classification_change_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classification_change_family" ON "classification_change" USING btree ("site_id","proj_id","state");
