CREATE TABLE "article_revision" (
	"site_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"rev" integer NOT NULL,
	"state" text NOT NULL,
	"fields" jsonb NOT NULL,
	"restored_from" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "article_revision_site_id_article_id_rev_pk" PRIMARY KEY("site_id","article_id","rev")
);
--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "revision" integer;--> statement-breakpoint
ALTER TABLE "article_revision" ADD CONSTRAINT "article_revision_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revision" ADD CONSTRAINT "article_revision_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revision" ADD CONSTRAINT "article_revision_submitted_by_account_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revision" ADD CONSTRAINT "article_revision_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revision_state" ON "article_revision" USING btree ("site_id","state");