#!/usr/bin/env bash
# The Clients section at 20,000 clients, 100,000 leads and 20,000 invoices (`npm run bench:clients`,
# after `npm run build`). Like bench-admin-million.sh it seeds one database with the shared harness's
# helpers (lib/pgapp.sh: database, CLIs, app) and runs its measuring script (lib/admin-scale.mjs:
# sign-in through the login page, 3 warm-up and 20 timed GETs, one at a time, as an owner) once per
# path: the list's first page, a search of the list, and the page of the client with the most
# invoices (its money, projects, leads, communications and activity). Target: p95 < 100 ms.
#
# Env: BENCH_DIR (../shared/bench), SCALE_CLIENTS (20000), SCALE_LEADS (100000), SCALE_INVOICES
#      (20000), SCALE_PG_URL, SCALE_RUNS, SCALE_WARMUPS, SCALE_BROWSER_RUNS (1), KEEP_LOG=1;
#      CLIENTS_SEARCH (smith).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
here="$(cd "${BENCH_DIR:-$repo/../shared/bench}" && pwd)"
BENCH_NAME=bench-clients
# shellcheck source=/dev/null
source "$here/lib/pgapp.sh"

TARGET_MS=100
SCALE_CLIENTS="${SCALE_CLIENTS:-20000}"
SCALE_LEADS="${SCALE_LEADS:-100000}"
SCALE_INVOICES="${SCALE_INVOICES:-20000}"
ADMIN_USER=clients_bench ADMIN_EMAIL=clients-bench@example.com ADMIN_PIN=2468 ADMIN_PASSWORD='Scale-Pass-2026!'
[ -f "$repo/.next/BUILD_ID" ] || { echo "bench:clients: no production build; run npm run build first" >&2; exit 1; }

BENCH_WORK="$(mktemp -d /tmp/bench-clients.XXXXXX)"
cleanup() {
  local rc=$?
  set +e
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
fail() { echo "bench:clients: $*" >&2; exit 1; }

pg_acquire "${SCALE_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}" || fail "no PostgreSQL server"
db_create clients || fail "could not create a database"
app_env
step() {
  local name="$1" limit="$2"; shift 2
  run_group "$BENCH_WORK/${name//:/-}.log" "$limit" "$repo" "$@" || { tail -n 30 "$BENCH_WORK/${name//:/-}.log" >&2; fail "npm run $name failed"; }
}
step db:migrate 600 npm run db:migrate
step db:seed 3600 npm run db:seed -- --leads "$SCALE_LEADS" --invoices "$SCALE_INVOICES" --clients "$SCALE_CLIENTS"
seed_s="$RUN_S"
step admin:create 300 npm run admin:create -- --username "$ADMIN_USER" --email "$ADMIN_EMAIL" --pin "$ADMIN_PIN" --password "$ADMIN_PASSWORD" --role owner --first-name Sam

# The busiest client: the most invoices (then leads), so its page reads the most rows.
busiest="$(cd "$repo" && DB_URL="$DB_URL" node -e '
  const sql = require("postgres")(process.env.DB_URL, { max: 1 });
  sql`select c.id, (select count(*) from clients) as clients from clients c
      order by (select count(*) from invoices i where i.client_id = c.id) desc,
               (select count(*) from leads l where l.client_id = c.id) desc limit 1`
    .then(([row]) => { console.log(`${row.id} ${row.clients}`); return sql.end(); });
')" || fail "could not find a client"
client_id="${busiest%% *}"
client_count="${busiest##* }"
app_start "$repo" || fail "the app did not start"

paths=(/admin/clients "/admin/clients?q=${CLIENTS_SEARCH:-smith}" "/admin/clients/$client_id")
summary=()
for path in "${paths[@]}"; do
  log="$BENCH_WORK/measure.log"
  APP_URL="$APP_URL" SCALE_USERNAME="$ADMIN_USER" SCALE_EMAIL="$ADMIN_EMAIL" SCALE_PIN="$ADMIN_PIN" SCALE_PASSWORD="$ADMIN_PASSWORD" \
    SCALE_SEARCH_PATH="$path" SCALE_BROWSER_RUNS="${SCALE_BROWSER_RUNS:-1}" SCALE_LEADS="$SCALE_LEADS" SCALE_INVOICES="$SCALE_INVOICES" \
    node "$here/lib/admin-scale.mjs" > "$log" 2>&1 || { cat "$log" >&2; fail "measuring $path failed"; }
  p95="$(sed -n 's/^search_p95_ms: //p' "$log")"
  bytes="$(sed -n 's/^search_bytes: //p' "$log")"
  verdict=$(awk -v v="$p95" -v t="$TARGET_MS" 'BEGIN { print (v < t) ? "ok" : "OVER" }')
  summary+=("$(printf '%-52s p95 %7s ms  %8s bytes  %s' "$path" "$p95" "$bytes" "$verdict")")
done

echo
echo "== summary ($client_count clients, $SCALE_LEADS leads, $SCALE_INVOICES invoices, seeded in $seed_s s; target p95 < $TARGET_MS ms)"
printf '  %s\n' "${summary[@]}"
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "worst_p95_ms: $(printf '%s\n' "${summary[@]}" | sed -n 's/.* p95 *\([0-9.]*\) ms.*/\1/p' | sort -g | tail -n 1)"
