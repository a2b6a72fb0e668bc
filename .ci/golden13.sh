#!/bin/sh
# .ci/golden13.sh record|compare [full]: the CLI's outputs for fixed inputs, times stripped.
# record writes conformance/golden/*.json; compare diffs against them (exit 1 on a difference).
set -u
mode=${1:?record|compare}; full=${2:-}
dir=conformance/golden; out=${TMPDIR:-/tmp}/golden13.$$; mkdir -p "$dir" "$out"
cli="node_modules/.bin/deno run --allow-read --allow-write --allow-run --allow-env main.ts"
strip='walk(if type == "object" then with_entries(select(.key | test("^(seconds|ms|elapsedMs|wallMs)$") | not)) else . end)'
run() { name=$1; shift
  $cli "$@" > "$out/$name.raw" 2>"$out/$name.err"; code=$?
  # JSON output is compared as data; anything else (an empty output, an error) as text with stderr.
  if [ -s "$out/$name.raw" ] &&
    jq -S --argjson code "$code" "$strip | {exit: \$code, out: .}" "$out/$name.raw" > "$out/$name.json" 2>/dev/null; then :
  else
    jq -Rs --argjson code "$code" --rawfile err "$out/$name.err" '{exit: $code, text: ., stderr: $err}' \
      "$out/$name.raw" > "$out/$name.json"
  fi; }
run check_st   check fixtures/stostone/6x6-001.txt --json
run solve_st   solve fixtures/stostone/6x6-001.txt --engine all --json
run solve_df   solve fixtures/dosun_fuwari/8x8-001.txt --engine all --json
run certify2   certify fixtures/stostone/6x6-001.txt fixtures/dosun_fuwari/8x8-001.txt --json
run claims4    claims --json --seed 7 --only S-U3,S-U11,D-U1,D-U6
run shard1     claims --json --seed 7 --only S-U3,S-U11,D-U1,D-U6 --shard 1/2
run shard2     claims --json --seed 7 --only S-U3,S-U11,D-U1,D-U6 --shard 2/2
run count44    count --rows 4 --cols 4 --rule all --json
run merged     merge "$out/shard1.raw" "$out/shard2.raw" --json
[ "$full" = full ] && run conform conform --json --seed 7 --jobs 2 --quiet
status=0
for f in "$out"/*.json; do n=$(basename "$f")
  case $n in shard*) continue;; esac   # shard files carry the plan and host-specific fields; merged covers them
  if [ "$mode" = record ]; then cp "$f" "$dir/$n"
  elif ! diff -q "$dir/$n" "$f" >/dev/null; then echo "DIFFERS: $n"; diff "$dir/$n" "$f" | head -20; status=1; fi
done
rm -rf "$out"; exit $status
