-- The club's settings page (issue 39): a staff role on a customer account, and every published version of the
-- club's manifest file with who published it and when.
--
-- Only the seed or the club's back office sets `staff`: no customer operation writes it (the register and account
-- bodies do not declare it, and the handlers name the columns they write).
ALTER TABLE customers ADD COLUMN staff boolean NOT NULL DEFAULT false;

-- One row per publish (a roll back publishes an earlier document again as a new version). The newest row is the
-- club's file as served: every instance reads it from here (the file on disk follows it), so a publish reaches the
-- portal of every instance on its next page. `version` is the optimistic lock: a publish inserts its base + 1, so
-- of two publishes from one base the primary key lets one in and the other is told to reload.
CREATE TABLE club_manifest_versions (
  version integer PRIMARY KEY CHECK (version > 0),
  -- { "override": <clubOverride of schemas/manifest.schema.json>, "look": { buttonsColor, footerColor, logo, banner } }
  document jsonb NOT NULL,
  published_by integer REFERENCES customers (id) ON DELETE SET NULL,
  -- Kept as written then: the history still says who after the account is gone.
  published_by_name text NOT NULL,
  published_at timestamptz NOT NULL,
  -- The version a roll back published again; null for a publish of a draft.
  restored_from integer
);

CREATE TRIGGER club_manifest_versions_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON club_manifest_versions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_table_change();
