#!/usr/bin/env bash
# The back office at 1,000,000 leads and 100,000 invoices (`npm run bench:admin -- --million`).
# Seeding a million leads takes minutes, so unlike admin-scale.sh (a fresh database per path) this
# seeds one database with the harness's own helpers (lib/pgapp.sh: database, CLIs, app) and runs
# the harness's measuring script (lib/admin-scale.mjs: sign-in through the page, 3 warm-up + 20
# timed GETs) once per section. Each run also times the Overview. Target: p95 < 150 ms.
# Then the empty Next.js page's req/s (throughput.sh), quoted beside the figures as the machine's
# speed: FLOOR_DIR (default /tmp/floor, built by fixtures/next16-static/setup.sh) is served for it.
#
# Env: BENCH_DIR, SCALE_LEADS (1000000), SCALE_INVOICES (100000), SCALE_PG_URL, FLOOR_DIR,
#      SCALE_RUNS, SCALE_WARMUPS, SCALE_BROWSER_RUNS (1), KEEP_LOG=1; the paths: first argument(s).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
here="$(cd "${BENCH_DIR:-$repo/../shared/bench}" && pwd)"
BENCH_NAME=admin-million
# shellcheck source=/dev/null
source "$here/lib/pgapp.sh"

TARGET_MS=150
SCALE_LEADS="${SCALE_LEADS:-1000000}"
SCALE_INVOICES="${SCALE_INVOICES:-100000}"
FLOOR_DIR="${FLOOR_DIR:-/tmp/floor}"
paths=("$@")
[ "${#paths[@]}" -gt 0 ] || paths=(
  /admin/leads '/admin/leads?q=smith' '/admin/leads?view=board' /admin/projects /admin/communications
  /admin/billing /admin/billing/recurring /admin/outbox /admin/team /admin/audit /admin/profile
)
ADMIN_USER=scale_admin ADMIN_EMAIL=scale@example.com ADMIN_PIN=2468 ADMIN_PASSWORD='Scale-Pass-2026!'

BENCH_WORK="$(mktemp -d /tmp/bench-admin-million.XXXXXX)"
FLOOR_PID=
cleanup() {
  local rc=$?
  set +e
  if [ -n "$FLOOR_PID" ]; then kill -TERM -- "-$FLOOR_PID" 2>/dev/null; wait "$FLOOR_PID" 2>/dev/null; fi
  run_group_stop
  app_stop
  db_drop
  pg_release
  if [ "${KEEP_LOG:-0}" = 1 ]; then mkdir -p "$here/out"; cp "$BENCH_WORK"/*.log "$here/out/" 2>/dev/null; fi
  rm -rf "$BENCH_WORK"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
fail() { echo "bench:admin --million: $*" >&2; exit 1; }

# The machine's speed first, while nothing else of ours runs.
floor_rps=n/a
if [ -f "$FLOOR_DIR/node_modules/next/dist/bin/next" ] && [ -d "$FLOOR_DIR/.next" ]; then
  floor_port="$(free_port)"
  (cd "$FLOOR_DIR" && exec setsid node node_modules/next/dist/bin/next start -p "$floor_port" -H 127.0.0.1) > "$BENCH_WORK/floor.log" 2>&1 &
  FLOOR_PID=$!
  for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$floor_port/" && break; sleep 0.2; done
  floor_rps="$(bash "$here/throughput.sh" "http://127.0.0.1:$floor_port" / | sed -n 's/^rps_peak: //p')"
  kill -TERM -- "-$FLOOR_PID" 2>/dev/null; wait "$FLOOR_PID" 2>/dev/null || true; FLOOR_PID=
else
  bench_log "no built empty page in $FLOOR_DIR (fixtures/next16-static/setup.sh $FLOOR_DIR): no machine speed"
fi

pg_acquire "${SCALE_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}" || fail "no PostgreSQL server"
db_create million || fail "could not create a database"
app_env
step() {
  local name="$1" limit="$2"; shift 2
  run_group "$BENCH_WORK/${name//:/-}.log" "$limit" "$repo" "$@" || { tail -n 30 "$BENCH_WORK/${name//:/-}.log" >&2; fail "npm run $name failed"; }
}
step db:migrate 600 npm run db:migrate
step db:seed 3600 npm run db:seed -- --leads "$SCALE_LEADS" --invoices "$SCALE_INVOICES"
seed_s="$RUN_S"
step admin:create 300 npm run admin:create -- --username "$ADMIN_USER" --email "$ADMIN_EMAIL" --pin "$ADMIN_PIN" --password "$ADMIN_PASSWORD" --first-name Sam
app_start "$repo" || fail "the app did not start"

summary=()
overview=()
for path in "${paths[@]}"; do
  log="$BENCH_WORK/measure.log"
  APP_URL="$APP_URL" SCALE_USERNAME="$ADMIN_USER" SCALE_EMAIL="$ADMIN_EMAIL" SCALE_PIN="$ADMIN_PIN" SCALE_PASSWORD="$ADMIN_PASSWORD" \
    SCALE_SEARCH_PATH="$path" SCALE_BROWSER_RUNS="${SCALE_BROWSER_RUNS:-1}" SCALE_LEADS="$SCALE_LEADS" SCALE_INVOICES="$SCALE_INVOICES" \
    node "$here/lib/admin-scale.mjs" > "$log" 2>&1 || { cat "$log" >&2; fail "measuring $path failed"; }
  p95="$(sed -n 's/^search_p95_ms: //p' "$log")"
  bytes="$(sed -n 's/^search_bytes: //p' "$log")"
  overview+=("$(sed -n 's/^dashboard_overview_p95_ms: //p' "$log")")
  verdict=$(awk -v v="$p95" -v t="$TARGET_MS" 'BEGIN { print (v < t) ? "ok" : "OVER" }')
  summary+=("$(printf '%-26s p95 %7s ms  %8s bytes  %s' "$path" "$p95" "$bytes" "$verdict")")
done
worst_overview="$(printf '%s\n' "${overview[@]}" | sort -g | tail -n 1)"
summary+=("$(printf '%-26s p95 %7s ms (worst of %s runs)  %s' /admin/dashboard "$worst_overview" "${#overview[@]}" \
  "$(awk -v v="$worst_overview" -v t="$TARGET_MS" 'BEGIN { print (v < t) ? "ok" : "OVER" }')")")

echo
echo "== summary ($SCALE_LEADS leads, $SCALE_INVOICES invoices, seeded in $seed_s s; target p95 < $TARGET_MS ms)"
printf '  %s\n' "${summary[@]}"
echo "  machine speed: the empty Next.js page at $floor_rps req/s (throughput.sh rps_peak)"
echo "worst_p95_ms: $(printf '%s\n' "${summary[@]}" | sed -n 's/.* p95 *\([0-9.]*\) ms.*/\1/p' | sort -g | tail -n 1)"
