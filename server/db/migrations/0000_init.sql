CREATE TABLE "article" (
	"site_id" integer NOT NULL,
	"id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"author" text NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"cover" text,
	"content" text NOT NULL,
	"tags" jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"attachments" jsonb NOT NULL,
	"related" jsonb NOT NULL,
	"about_proj_id" integer,
	"about_period" text,
	CONSTRAINT "article_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"site_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"company_id" integer NOT NULL,
	"ord" integer NOT NULL,
	CONSTRAINT "brand_site_id_brand_id_pk" PRIMARY KEY("site_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "brand_edition" (
	"site_id" integer NOT NULL,
	"year" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_edition_site_id_year_pk" PRIMARY KEY("site_id","year")
);
--> statement-breakpoint
CREATE TABLE "brand_rank" (
	"site_id" integer NOT NULL,
	"year" integer NOT NULL,
	"brand_id" text NOT NULL,
	"rank" integer NOT NULL,
	"item" jsonb NOT NULL,
	CONSTRAINT "brand_rank_site_id_year_brand_id_pk" PRIMARY KEY("site_id","year","brand_id")
);
--> statement-breakpoint
CREATE TABLE "company" (
	"site_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"industry" text NOT NULL,
	"record" jsonb NOT NULL,
	"ord" integer NOT NULL,
	CONSTRAINT "company_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "file" (
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"pages" integer,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
CREATE TABLE "index_family" (
	"site_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"base_value" double precision NOT NULL,
	"meta" jsonb NOT NULL,
	"ord" integer NOT NULL,
	CONSTRAINT "index_family_site_id_proj_id_pk" PRIMARY KEY("site_id","proj_id")
);
--> statement-breakpoint
CREATE TABLE "index_node" (
	"site_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"level" smallint NOT NULL,
	"weight" double precision NOT NULL,
	"ord" integer NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text,
	CONSTRAINT "index_node_site_id_proj_id_node_id_valid_from_pk" PRIMARY KEY("site_id","proj_id","node_id","valid_from")
);
--> statement-breakpoint
CREATE TABLE "index_observation" (
	"site_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"period" text NOT NULL,
	"value" double precision NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "index_observation_site_id_proj_id_node_id_period_published_at_pk" PRIMARY KEY("site_id","proj_id","node_id","period","published_at")
);
--> statement-breakpoint
CREATE TABLE "index_release" (
	"site_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"period" text NOT NULL,
	"year" smallint NOT NULL,
	"week" smallint,
	"month" smallint,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"release_date" date NOT NULL,
	"label" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "index_release_site_id_proj_id_period_pk" PRIMARY KEY("site_id","proj_id","period")
);
--> statement-breakpoint
CREATE TABLE "material" (
	"site_id" integer NOT NULL,
	"id" text NOT NULL,
	"info" jsonb NOT NULL,
	"weight" double precision NOT NULL,
	"ord" integer NOT NULL,
	CONSTRAINT "material_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "material_quote" (
	"site_id" integer NOT NULL,
	"material_id" text NOT NULL,
	"date" date NOT NULL,
	"price" double precision NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "material_quote_site_id_material_id_date_published_at_pk" PRIMARY KEY("site_id","material_id","date","published_at")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"site_id" integer NOT NULL,
	"id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"category" text NOT NULL,
	"record" jsonb NOT NULL,
	"ord" integer NOT NULL,
	CONSTRAINT "product_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "site" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"info" jsonb NOT NULL,
	"constants" jsonb NOT NULL,
	"trade_meta" jsonb NOT NULL,
	"data_version" bigint DEFAULT 1 NOT NULL,
	"seeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "trade_month" (
	"site_id" integer NOT NULL,
	"month" text NOT NULL,
	"export_value" double precision NOT NULL,
	"import_value" double precision NOT NULL,
	"figures" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "trade_month_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand" ADD CONSTRAINT "brand_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_edition" ADD CONSTRAINT "brand_edition_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_rank" ADD CONSTRAINT "brand_rank_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_family" ADD CONSTRAINT "index_family_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_node" ADD CONSTRAINT "index_node_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_observation" ADD CONSTRAINT "index_observation_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_release" ADD CONSTRAINT "index_release_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote" ADD CONSTRAINT "material_quote_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_month" ADD CONSTRAINT "trade_month_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_category" ON "article" USING btree ("site_id","category_id","published_at");--> statement-breakpoint
CREATE INDEX "index_node_family" ON "index_node" USING btree ("site_id","proj_id","ord");--> statement-breakpoint
CREATE UNIQUE INDEX "index_observation_current" ON "index_observation" USING btree ("site_id","proj_id","node_id","period") WHERE superseded_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "material_quote_current" ON "material_quote" USING btree ("site_id","material_id","date") WHERE superseded_at is null;