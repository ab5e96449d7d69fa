#!/bin/sh
# The streaming replica of compose.yaml: on first start, copy the primary with pg_basebackup -R
# (which writes standby.signal and primary_conninfo), then run as a hot standby.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h primary -U replicator -q; do sleep 1; done
  rm -rf "${PGDATA:?}"/*
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h primary -U replicator -D "$PGDATA" -R -X stream -c fast
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on -c hot_standby_feedback=on -c max_standby_streaming_delay=30s
