#!/usr/bin/env bash
# A real PostgreSQL restart under a running server, for an operator (it restarts the machine's
# PostgreSQL cluster: every other client of that cluster sees the outage too). The automated
# counterpart is apps/server/src/db/outage.test.ts, which cuts a TCP proxy instead.
#
# Starts the built server (npm run build) on a fresh database, probes it while
# `pg_ctlcluster <version> <cluster> stop`, a pause, and `start` run, then checks that:
#   - during the outage every API answer was 503 service_unavailable with the Turkish message
#     (no 500s, no hung requests: curl gives each probe at most PROBE_TIMEOUT seconds);
#   - after PostgreSQL is back the same server process answers 200 again, without a restart, to
#     every probe from a second after its recovery on.
#
# Usage (as a user allowed to run pg_ctlcluster, usually root or postgres):
#   scripts/faults/pg-restart.sh [version] [cluster]      # defaults: the first cluster listed
# Environment: PG_ADMIN_URL (default postgres://root@127.0.0.1:5432/postgres),
#   OUTAGE_SECONDS (how long PostgreSQL stays down, default 5), PROBE_TIMEOUT (default 8).
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
main_js="$root/apps/server/dist/main.js"
[[ -f "$main_js" ]] || { echo "apps/server/dist/main.js is missing: run npm run build" >&2; exit 2; }

read -r default_version default_cluster < <(pg_lsclusters --no-header | awk 'NR==1 {print $1, $2}')
version="${1:-$default_version}"
cluster="${2:-$default_cluster}"
admin_url="${PG_ADMIN_URL:-postgres://root@127.0.0.1:5432/postgres}"
outage_seconds="${OUTAGE_SECONDS:-5}"
probe_timeout="${PROBE_TIMEOUT:-8}"

db="fault_pgrestart_$(head -c 5 /dev/urandom | od -An -tx1 | tr -d ' \n')"
work="$(mktemp -d)"
port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
base="http://127.0.0.1:$port"
db_url="${admin_url%/*}/$db"
server_pid=""
prober_pid=""

cleanup() {
  [[ -n "$prober_pid" ]] && kill "$prober_pid" 2>/dev/null || true
  [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  psql "$admin_url" -qAtc "drop database if exists \"$db\" with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

psql "$admin_url" -qAtc "create database \"$db\""
NODE_ENV=development HOST=127.0.0.1 PORT="$port" DATA_DIR="$work" DATABASE_URL="$db_url" \
  LOG_LEVEL=warn AI_PROVIDER=offline PAYMENT_PROVIDER=sandbox \
  node "$main_js" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "$base/api/readyz" 2>/dev/null && break
  sleep 0.5
done
curl -fsS -o /dev/null "$base/api/readyz" || { echo "server did not start" >&2; cat "$work/server.log" >&2; exit 2; }

# Probe two database-backed endpoints continuously: "<unix ms> <url> <status> <error code>".
probe() {
  while :; do
    for url in /api/readyz /api/billing/plans; do
      body="$(curl -sS -m "$probe_timeout" -w '\n%{http_code}' "$base$url" 2>/dev/null || printf '\n000')"
      status="${body##*$'\n'}"
      code="$(printf '%s' "${body%$'\n'*}" | sed -n 's/.*"error":"\([a-z_]*\)".*/\1/p')"
      echo "$(date +%s%3N) $url $status ${code:--}"
    done
    sleep 0.2
  done
}
probe >"$work/probes.log" &
prober_pid=$!

sleep 2
# The window checked is from the moment the cluster is down to the moment it is started again.
pg_ctlcluster "$version" "$cluster" stop --force
down_at="$(date +%s%3N)"
sleep "$outage_seconds"
up_at="$(date +%s%3N)"
pg_ctlcluster "$version" "$cluster" start

recovered_at=""
for _ in $(seq 1 60); do
  if curl -fsS -o /dev/null -m "$probe_timeout" "$base/api/readyz" 2>/dev/null; then
    recovered_at="$(date +%s%3N)"
    break
  fi
  sleep 0.5
done
# Keep probing a while after recovery: every answer from then on must be 200.
sleep 3
kill "$prober_pid" 2>/dev/null || true
wait "$prober_pid" 2>/dev/null || true
prober_pid=""

alive=true
kill -0 "$server_pid" 2>/dev/null || alive=false
during="$(awk -v a="$down_at" -v b="$up_at" '$1 >= a && $1 <= b' "$work/probes.log")"
bad_during="$(printf '%s\n' "$during" | awk 'NF && !($3 == 503 && $4 == "service_unavailable")' | wc -l)"
server_errors="$(awk '$3 == 500 || $3 == "000"' "$work/probes.log" | wc -l)"
# A probe stamps its line when its answer arrives: one sent just before recovery may land just
# after it, so the check starts a second later.
after_ok="$(awk -v r="${recovered_at:-0}" '$1 > r + 1000 && $3 == 200' "$work/probes.log" | wc -l)"
bad_after="$(awk -v r="${recovered_at:-0}" '$1 > r + 1000 && $3 != 200' "$work/probes.log" | wc -l)"
total="$(wc -l <"$work/probes.log")"

recovered_ms=null
[[ -n "$recovered_at" ]] && recovered_ms=$((recovered_at - up_at))
ok=true
[[ "$alive" == true && -n "$recovered_at" && "$bad_during" -eq 0 && "$server_errors" -eq 0 &&
  "$after_ok" -gt 0 && "$bad_after" -eq 0 ]] || ok=false
cat <<JSON
{
  "ok": $ok,
  "cluster": "$version/$cluster",
  "outageMs": $((up_at - down_at)),
  "recoveredAfterStartMs": $recovered_ms,
  "probes": $total,
  "probesDuringOutage": $(printf '%s\n' "$during" | awk 'NF' | wc -l),
  "notServiceUnavailableDuringOutage": $bad_during,
  "http500OrTimeouts": $server_errors,
  "okAfterRecovery": $after_ok,
  "notOkAfterRecovery": $bad_after,
  "sameServerProcess": $alive
}
JSON
[[ "$ok" == true ]] || { echo "probe log: see below" >&2; cat "$work/probes.log" >&2; exit 1; }
