-- Issue 46: a cold `asOf` answer reads only the values it shows (server/db/read.ts `loadFamilies`,
-- `needed`). A snapshot reads a few periods of every node: without a period-first index that was a scan
-- of the whole family (of the whole table, as the planner chose). Every answer also reads the vintages
-- replaced by its instant, a handful of rows: the partial index holds only those (and the instants
-- something was superseded at). The instants values were published at are read by a loose index scan of
-- index_observation_published (server/db/read.ts `publicationInstants`), not by a DISTINCT of every row.
CREATE INDEX "index_observation_period" ON "index_observation" USING btree ("site_id","proj_id","period","node_id");--> statement-breakpoint
CREATE INDEX "index_observation_replaced" ON "index_observation" USING btree ("site_id","proj_id","node_id","period") WHERE superseded_at is not null;--> statement-breakpoint
CREATE INDEX "index_observation_published" ON "index_observation" USING btree ("site_id","published_at");
