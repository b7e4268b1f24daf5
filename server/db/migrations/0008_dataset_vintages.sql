-- Trade months and brand-ranking entries become vintages (issue 22: nothing is overwritten). The rows
-- there are become the vintages in force, published when they were last written: the latest approved
-- publication of the month (or of the month a year before, which rewrote its 同比) or of the edition
-- (or of the one before, which rewrote its 名次变化); otherwise, as seeded, the customs release of a
-- month (10:00 Beijing on the 14th of the next, never later than now) and the edition's own release.
ALTER TABLE "brand_rank" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_rank" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_month" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_month" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "trade_month" m SET "published_at" = coalesce(
	(SELECT max(p."published_at") FROM "index_publication" p
		WHERE p."site_id" = m."site_id" AND p."dataset" = 'trade' AND p."state" = 'approved'
			AND p."period" IN (m."month", to_char((m."month" || '-01')::date - interval '1 year', 'YYYY-MM'))),
	least(((m."month" || '-01')::date + interval '1 month' + interval '13 days' + interval '2 hours')::timestamp AT TIME ZONE 'UTC', now())
);--> statement-breakpoint
UPDATE "brand_rank" r SET "published_at" = greatest(
	(SELECT e."published_at" FROM "brand_edition" e WHERE e."site_id" = r."site_id" AND e."year" = r."year"),
	(SELECT max(p."published_at") FROM "index_publication" p
		WHERE p."site_id" = r."site_id" AND p."dataset" = 'brands' AND p."state" = 'approved'
			AND p."period" IN (r."year"::text, (r."year" - 1)::text))
);--> statement-breakpoint
ALTER TABLE "brand_rank" ALTER COLUMN "published_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_month" ALTER COLUMN "published_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_rank" DROP CONSTRAINT "brand_rank_site_id_year_brand_id_pk";--> statement-breakpoint
ALTER TABLE "trade_month" DROP CONSTRAINT "trade_month_site_id_month_pk";--> statement-breakpoint
ALTER TABLE "brand_rank" ADD CONSTRAINT "brand_rank_site_id_year_brand_id_published_at_pk" PRIMARY KEY("site_id","year","brand_id","published_at");--> statement-breakpoint
ALTER TABLE "trade_month" ADD CONSTRAINT "trade_month_site_id_month_published_at_pk" PRIMARY KEY("site_id","month","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_rank_current" ON "brand_rank" USING btree ("site_id","year","brand_id") WHERE superseded_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_month_current" ON "trade_month" USING btree ("site_id","month") WHERE superseded_at is null;
