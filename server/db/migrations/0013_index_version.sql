-- Issue 46: the index data has its own version, so a write to articles or companies does not make every
-- instance reload the index families (and one to the index does not reload the content).
ALTER TABLE "site" ADD COLUMN "index_version" bigint DEFAULT 1 NOT NULL;
