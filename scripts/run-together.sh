#!/usr/bin/env bash
# Runs each argument as a shell command at the same time (the static checks: one core each),
# prints each one's output whole once it ends, in order, and fails if any of them failed.
set -u
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
for i in $(seq 1 $#); do
  bash -c "${!i}" >"$dir/$i" 2>&1 &
  pids+=($!)
done
status=0
for i in $(seq 1 $#); do
  if wait "${pids[$((i - 1))]}"; then result="done"; else result="FAILED"; status=1; fi
  echo "> ${!i}: $result"
  cat "$dir/$i"
done
exit $status
