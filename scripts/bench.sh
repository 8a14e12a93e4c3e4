#!/usr/bin/env bash
# Measures a running build of the site; builds and starts nothing itself.
#
#   npm run build && PORT=3000 npm start          # in another terminal, let it answer once
#   npm run bench                                 # / at http://127.0.0.1:3000, 5 mobile Lighthouse runs
#   npm run bench -- http://127.0.0.1:3131 / /privacy
#   LH_RUNS=1 npm run bench -- --js-only http://127.0.0.1:3000 /terms
#
# For each path: first-load JavaScript (gzip -9, what the HTML makes the browser download), then
# Lighthouse mobile medians (performance, accessibility, best practices, SEO, LCP, CLS, ...).
# Prints the figures and the budgets of the public site; exits non-zero only when it could not
# measure (server down, page not 200, benchmark harness missing).
#
# Env: BENCH_DIR  the shared harness (default ../shared/bench beside the repository; it needs
#                 `npm ci` inside it once; if that folder is read-only, copy it elsewhere, run
#                 `npm ci` there and point BENCH_DIR at the copy)
#      BENCH_OUT  where Lighthouse reports go (default ${TMPDIR:-/tmp}/summit-bench/<time>)
#      LH_RUNS    Lighthouse runs per path (default 5); LH_PRESETS (default mobile)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench_dir="${BENCH_DIR:-$repo/../shared/bench}"
runs="${LH_RUNS:-5}"
presets="${LH_PRESETS:-mobile}"
js_only=0
base=""
paths=()

for arg in "$@"; do
  case "$arg" in
    --js-only) js_only=1 ;;
    --runs=*) runs="${arg#--runs=}" ;;
    --presets=*) presets="${arg#--presets=}" ;;
    -h|--help) sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    http://*|https://*) base="${arg%/}" ;;
    /*) paths+=("$arg") ;;
    *) echo "bench: unknown argument: $arg (try --help)" >&2; exit 2 ;;
  esac
done
base="${base:-http://127.0.0.1:3000}"
[ "${#paths[@]}" -gt 0 ] || paths=(/)

if [ ! -x "$bench_dir/jsbytes.sh" ] || [ ! -x "$bench_dir/lighthouse.sh" ]; then
  echo "bench: no harness at $bench_dir (set BENCH_DIR)" >&2; exit 1
fi
if [ "$js_only" -eq 0 ] && [ ! -d "$bench_dir/node_modules/lighthouse" ]; then
  echo "bench: Lighthouse is not installed; run: (cd $bench_dir && npm ci)" >&2; exit 1
fi
for path in "${paths[@]}"; do
  status="$(curl -s -o /dev/null -w '%{http_code}' --max-time 30 "$base$path" || true)"
  if [ "$status" != "200" ]; then
    echo "bench: $base$path answered ${status:-nothing}; start the server first (npm run build && npm start)" >&2
    exit 1
  fi
done

declare -A js_gzip=()
echo "== first-load JavaScript ($base)"
for path in "${paths[@]}"; do
  out="$(bash "$bench_dir/jsbytes.sh" "$base" "$path")"
  bytes="$(printf '%s\n' "$out" | sed -n 's/^first_load_js_gzip_bytes: //p')"
  js_gzip["$path"]="$bytes"
  printf '%s\n' "$out" | grep -E '^(html|css|inline_scripts|first_load_js_files):' | sed "s#^#  $path #"
  printf '  %s first_load_js_gzip: %s B (%s KB)\n' "$path" "$bytes" "$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1024 }')"
done

lh_summary=""
if [ "$js_only" -eq 0 ]; then
  out_dir="${BENCH_OUT:-${TMPDIR:-/tmp}/summit-bench/$(date -u +%Y%m%dT%H%M%SZ)}"
  echo
  echo "== Lighthouse ($presets, $runs run(s) per path, medians; reports in $out_dir)"
  lh_log="$(mktemp)"
  trap 'rm -f "$lh_log"' EXIT
  bash "$bench_dir/lighthouse.sh" --runs="$runs" --presets="$presets" --out="$out_dir" "$base" "${paths[@]}" | tee "$lh_log"
  lh_summary="$(grep -E '^(mobile|desktop) /' "$lh_log" || true)"
fi

echo
echo "== budgets: first-load JS <= 150,000 B gzip on /, <= 145,000 B on every other page;"
echo "   Lighthouse mobile perf 100 on service and landing pages and >= 99 on / (median of 5, idle"
echo "   machine), a11y/bp/SEO 100, CLS < 0.02"
for path in "${paths[@]}"; do
  bytes="${js_gzip[$path]}"
  budget=$([ "$path" = "/" ] && echo 150000 || echo 145000)
  verdict=$([ "$bytes" -le "$budget" ] && echo ok || echo OVER)
  printf '  %-28s first_load_js_gzip_bytes: %s of %s (%s)\n' "$path" "$bytes" "$budget" "$verdict"
done
if [ -n "$lh_summary" ]; then
  printf '%s\n' "$lh_summary" | sed 's/^/  /'
fi
echo "first_load_js_gzip_bytes: ${js_gzip[${paths[0]}]}"
