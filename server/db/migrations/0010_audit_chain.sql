ALTER TABLE "audit" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The audit trail becomes a hash chain: each row's `hash` is the SHA-256 of its place (`seq`), the
-- previous row's hash and its content, so changing, removing or moving a row by hand (even as the
-- table's owner, with its triggers off) leaves a row whose hash or link no longer adds up.
-- `npm run audit -- verify` recomputes it; its expression (server/db/accounts.ts, AUDIT_HASH) must
-- stay the same as this function's.
CREATE FUNCTION audit_hash(r "audit") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT encode(sha256(convert_to(jsonb_build_array(
		r.seq, r.prev_hash, r.id, to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
		r.account_id, r.account_name, r.action, r.entity, r.entity_id, r.site_id, r.before, r.after, r.address
	)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The rows written before the chain existed join it in the order they were written.
ALTER TABLE "audit" DISABLE TRIGGER audit_no_update_delete;--> statement-breakpoint
DO $$
DECLARE
	r "audit"%ROWTYPE;
	n bigint := 0;
	h text := repeat('0', 64);
BEGIN
	FOR r IN SELECT * FROM "audit" ORDER BY id LOOP
		n := n + 1;
		r.seq := n;
		r.prev_hash := h;
		h := audit_hash(r);
		UPDATE "audit" SET seq = n, prev_hash = r.prev_hash, hash = h WHERE id = r.id;
	END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE "audit" ENABLE TRIGGER audit_no_update_delete;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_seq" ON "audit" USING btree ("seq");--> statement-breakpoint
-- Every insert, whoever makes it, takes the next place. The advisory lock (held to the end of the
-- transaction) lets one writer at a time extend the chain; the unique index turns any fork into an
-- error rather than two rows claiming one place. The key is this trigger's own
-- (server/db/owner.ts takes 727100022).
CREATE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	last_seq bigint;
	last_hash text;
BEGIN
	PERFORM pg_advisory_xact_lock(727100023);
	SELECT seq, hash INTO last_seq, last_hash FROM "audit" ORDER BY seq DESC LIMIT 1;
	NEW.seq := coalesce(last_seq, 0) + 1;
	NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
	NEW.hash := audit_hash(NEW);
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_chain BEFORE INSERT ON "audit" FOR EACH ROW EXECUTE FUNCTION audit_chain();
