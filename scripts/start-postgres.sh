#!/usr/bin/env bash
# Starts Debian's PostgreSQL 15 cluster and makes the test role and database (idempotent; needs root).
set -euo pipefail
if ! pg_lsclusters 2>/dev/null | grep -q '^15 \+main'; then
  pg_createcluster 15 main >/dev/null
fi
pg_ctlcluster 15 main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
su postgres -c "psql -q -v ON_ERROR_STOP=1" <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'clubportal') THEN
    CREATE ROLE clubportal LOGIN PASSWORD 'clubportal';
  END IF;
END $$;
SELECT 'CREATE DATABASE clubportal_test OWNER clubportal'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'clubportal_test')\gexec
SQL
# Made once here so parallel test files never race to create it.
su postgres -c "psql -q -d clubportal_test -c 'CREATE EXTENSION IF NOT EXISTS btree_gist'"
echo "postgres: ready at postgres://clubportal:clubportal@127.0.0.1:5432/clubportal_test"
