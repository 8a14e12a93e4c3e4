#!/usr/bin/env bash
# The back office at 100,000 leads and 20,000 invoices, with the shared harness's admin-scale.sh:
# it seeds a throw-away database, starts this checkout's production build (run `npm run build`
# first), signs in and times the dashboard, the Leads and Billing tabs, plus one extra path per run.
#
#   npm run build && npm run bench:admin
#   npm run bench:admin -- board csv        # only some of the extra paths
#   npm run bench:admin -- --million        # 1,000,000 leads and 100,000 invoices, every section (below)
#
# Extra paths (one admin-scale.sh run each, each on a freshly seeded database):
#   search   /admin/leads?q=smith                            target p95 < 100 ms
#   status   /admin/leads?status=qualified                   target p95 < 100 ms
#   board    /admin/leads?view=board                         target p95 < 300 ms
#   csv      /api/admin/export/leads.csv                     every lead as CSV, measured
#   receivables /admin/billing                               Billing: cards, Outstanding and aging, a page; target p95 < 300 ms
#   recurring   /admin/billing/recurring                     the Recurring list (retainers); target p95 < 300 ms
# The dashboard, Leads and Billing views: p95 < 300 ms.
#
# --million: one database of 1,000,000 leads and 100,000 invoices, seeded once
# (scripts/bench-admin-million.sh), then every section's first page, a lead search and the
# Overview, each timed by the harness's measuring script; target p95 < 150 ms. Beside the
# figures: the empty Next.js page's requests per second (the machine's speed).
#
# Env: BENCH_DIR (default ../shared/bench), and everything admin-scale.sh reads (SCALE_RUNS, ...).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench_dir="${BENCH_DIR:-$repo/../shared/bench}"
[ -x "$bench_dir/admin-scale.sh" ] || { echo "bench:admin: no harness at $bench_dir (set BENCH_DIR)" >&2; exit 1; }
[ -f "$repo/.next/BUILD_ID" ] || { echo "bench:admin: no production build; run npm run build first" >&2; exit 1; }
if [ "${1:-}" = "--million" ]; then
  shift
  exec bash "$repo/scripts/bench-admin-million.sh" "$@"
fi

declare -A paths=(
  [search]='/admin/leads?q=smith'
  [status]='/admin/leads?status=qualified'
  [board]='/admin/leads?view=board'
  [csv]='/api/admin/export/leads.csv'
  [receivables]='/admin/billing'
  [recurring]='/admin/billing/recurring'
)
declare -A targets=([search]=100 [status]=100 [board]=300 [csv]= [receivables]=300 [recurring]=300)
chosen=("$@")
[ "${#chosen[@]}" -gt 0 ] || chosen=(search status board csv receivables recurring)

summary=()
for name in "${chosen[@]}"; do
  path="${paths[$name]:-}"
  [ -n "$path" ] || { echo "bench:admin: unknown path name '$name' (search, status, board, csv, receivables, recurring)" >&2; exit 2; }
  echo "== $name: $path"
  log="$(mktemp)"
  SCALE_SEARCH_PATH="$path" bash "$bench_dir/admin-scale.sh" "$repo" | tee "$log"
  p95="$(sed -n 's/^search_p95_ms: //p' "$log")"
  bytes="$(sed -n 's/^search_bytes: //p' "$log")"
  views="$(sed -n 's/^dashboard_p95_ms: //p' "$log")"
  rm -f "$log"
  target="${targets[$name]}"
  verdict="measured"
  if [ -n "$target" ]; then
    verdict=$(awk -v v="$p95" -v t="$target" 'BEGIN { print (v < t) ? "ok" : "OVER" }')
    verdict="$verdict, target < $target ms"
  fi
  summary+=("$(printf '%-7s p95 %8s ms  %10s bytes  (%s); dashboard views worst p95 %s ms (target < 300)' "$name" "$p95" "$bytes" "$verdict" "$views")")
done

echo
echo "== summary (100,000 leads, 20,000 invoices)"
printf '  %s\n' "${summary[@]}"
