#!/usr/bin/env bash
# Issue 23 item 8: the production topology on this machine, without containers. A PostgreSQL
# primary, a hot-standby replica made with pg_basebackup, two app instances on two ports (both
# writing to the primary, reading reports from the replica, both running the scheduler), payments
# sent to both at once; then tests/topology/check.ts shows and asserts what must hold. Everything it
# made (clusters, processes) is removed on exit, whatever happens. Run as root (pg_createcluster).
set -euo pipefail
cd "$(dirname "$0")/../.."

PG_VERSION="${PG_VERSION:-$(ls /etc/postgresql | sort -n | tail -n 1)}"
PRIMARY=mapato_primary
REPLICA=mapato_replica
PRIMARY_PORT="${TOPOLOGY_PRIMARY_PORT:-5451}"
REPLICA_PORT="${TOPOLOGY_REPLICA_PORT:-5452}"
APP_PORTS=("${TOPOLOGY_APP_PORT_A:-8451}" "${TOPOLOGY_APP_PORT_B:-8452}")
WORK="$(mktemp -d /tmp/mapato-topology.XXXXXX)"
APP_PIDS=()

drop_cluster() {
  if pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$PG_VERSION $1"; then
    pg_dropcluster --stop "$PG_VERSION" "$1" >/dev/null 2>&1 || true
  fi
}
cleanup() {
  local status=$?
  for pid in "${APP_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${APP_PIDS[@]}"; do
    for _ in $(seq 1 80); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$pid" 2>/dev/null || true
  done
  if [ "$status" -ne 0 ]; then
    echo "== topology: failed (exit $status); last lines of each instance's log:"
    for log in "$WORK"/app-*.log; do [ -f "$log" ] && { echo "-- $log"; tail -n 20 "$log"; }; done
  fi
  drop_cluster "$REPLICA"
  drop_cluster "$PRIMARY"
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

wait_for() { # description, seconds, command…
  local what=$1 seconds=$2
  shift 2
  for _ in $(seq 1 $((seconds * 4))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.25; done
  echo "timed out waiting for $what" >&2
  return 1
}
trusting_hba() {
  cat > "/etc/postgresql/$PG_VERSION/$1/pg_hba.conf" <<HBA
local all all trust
host all all 127.0.0.1/32 trust
host replication all 127.0.0.1/32 trust
HBA
}

echo "== primary: cluster $PRIMARY on port $PRIMARY_PORT (wal_level replica)"
drop_cluster "$REPLICA"
drop_cluster "$PRIMARY"
pg_createcluster "$PG_VERSION" "$PRIMARY" --port "$PRIMARY_PORT" -o wal_level=replica -o max_wal_senders=5 >/dev/null
trusting_hba "$PRIMARY"
pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" "$PRIMARY" start
wait_for "the primary" 30 pg_isready -h 127.0.0.1 -p "$PRIMARY_PORT" -q
psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -qc "create database mapato"

echo "== replica: pg_basebackup -R into cluster $REPLICA on port $REPLICA_PORT (hot standby)"
pg_createcluster "$PG_VERSION" "$REPLICA" --port "$REPLICA_PORT" -o hot_standby=on -o log_statement=all >/dev/null
trusting_hba "$REPLICA"
REPLICA_DATA="/var/lib/postgresql/$PG_VERSION/$REPLICA"
rm -rf "${REPLICA_DATA:?}"/*
su postgres -c "pg_basebackup -h 127.0.0.1 -p $PRIMARY_PORT -U postgres -D $REPLICA_DATA -R -X stream" 
pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" "$REPLICA" start
wait_for "the replica" 30 pg_isready -h 127.0.0.1 -p "$REPLICA_PORT" -q
[ "$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d mapato -Atc 'select pg_is_in_recovery()')" = t ] || { echo "the replica is not in recovery" >&2; exit 1; }

PRIMARY_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/mapato"
REPLICA_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/mapato"
# The built client when there is one (CI builds it before); otherwise a placeholder, so no instance builds it.
CLIENT="$(pwd)/dist"
if [ ! -f "$CLIENT/index.html" ]; then
  CLIENT="$WORK/client"
  mkdir -p "$CLIENT" && echo '<!doctype html><title>Mapato</title>' > "$CLIENT/index.html"
fi

start_app() { # name, port; started as npm start does (from the server bundle)
  DATABASE_URL="$PRIMARY_URL" READ_DATABASE_URL="$REPLICA_URL" PORT="$2" HOST=127.0.0.1 CLIENT_DIR="$CLIENT" \
    DEMO_SEED=true SCHEDULER=true SCHEDULER_INTERVAL_SECONDS=1 AUTH_REQUESTS_PER_MINUTE=30 LOG_LEVEL=warn \
    node scripts/start.mjs > "$WORK/app-$1.log" 2>&1 &
  APP_PIDS+=($!)
  wait_for "instance $1 on port $2" 180 curl -fsS "http://127.0.0.1:$2/api/health"
  echo "   instance $1: pid ${APP_PIDS[-1]}, http://127.0.0.1:$2"
}
echo "== two app instances (the first migrates and seeds; the second starts on the migrated database)"
start_app a "${APP_PORTS[0]}"
start_app b "${APP_PORTS[1]}"

echo "== checks"
TOPOLOGY_BASES="http://127.0.0.1:${APP_PORTS[0]},http://127.0.0.1:${APP_PORTS[1]}" \
  TOPOLOGY_PRIMARY_URL="$PRIMARY_URL" TOPOLOGY_REPLICA_URL="$REPLICA_URL" \
  npx tsx tests/topology/check.ts
