#!/bin/sh
# Runs each argument as a command at the same time and fails if any of them fails: type-checking and linting each
# use one core, and CI has two.
pids=""
for command in "$@"; do
  sh -c "$command" &
  pids="$pids $!"
done
status=0
for pid in $pids; do
  wait "$pid" || status=1
done
exit $status
