CREATE TABLE "actor_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "actor_version_one_row" CHECK ("actor_version"."id")
);
--> statement-breakpoint
-- Moves `actor_version` on, once per transaction, when anything `session_actor` reads changes
-- (db/schema/auth.ts; plugins/actor-cache.ts keeps callers by the number). The triggers that call
-- it are deferred: they run at commit, after every other statement of the transaction, so the row
-- is locked last and only for the commit itself (no lock order to deadlock on), and a reader sees
-- the new number in the same snapshot as the change. The transaction-local setting makes the
-- thousand row triggers of a large change (an import) one update.
CREATE FUNCTION actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rira.actor_changed', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  -- Never a number used before, even after the table was emptied or a backup restored (it is
  -- not backed up): the clock in microseconds, or one more when two changes share a microsecond.
  INSERT INTO actor_version (id, version) VALUES (true, (extract(epoch from clock_timestamp()) * 1000000)::bigint)
    ON CONFLICT (id) DO UPDATE
    SET version = greatest(actor_version.version + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint);
  PERFORM set_config('rira.actor_changed', 'yes', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session's touch (last seen, an expiry moved later) changes nothing a caller may do: a kept
-- copy with the older expiry is only refused sooner and read again. Any other change counts.
CREATE CONSTRAINT TRIGGER sessions_actor_changed AFTER UPDATE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at
    OR (to_jsonb(OLD) - 'last_seen_at' - 'expires_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at' - 'expires_at'))
  EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sessions_actor_removed AFTER DELETE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
-- A new user or company is nobody's caller yet; a new employment or membership may change one.
CREATE CONSTRAINT TRIGGER users_actor_changed AFTER UPDATE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_actor_removed AFTER DELETE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER companies_actor_changed AFTER UPDATE ON companies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER companies_actor_removed AFTER DELETE ON companies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER employments_actor_changed AFTER INSERT OR UPDATE OR DELETE ON employments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER memberships_actor_changed AFTER INSERT OR UPDATE OR DELETE ON memberships DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
-- TRUNCATE has no row triggers; it takes the whole table's lock anyway, so it counts at once.
CREATE TRIGGER sessions_actor_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER users_actor_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER companies_actor_truncated AFTER TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER employments_actor_truncated AFTER TRUNCATE ON employments FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_actor_truncated AFTER TRUNCATE ON memberships FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
