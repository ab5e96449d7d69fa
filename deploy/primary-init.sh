#!/bin/sh
# Run once by the postgres image when the primary's data directory is created: a replication
# user for the replica, allowed in pg_hba.conf from the compose network.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -c "create role replicator with replication login password '$REPLICATION_PASSWORD'"
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
