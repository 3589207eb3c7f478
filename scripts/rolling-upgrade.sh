#!/usr/bin/env bash
# Moves every copy of RIRA onto a new release, one at a time, without a failed request
# (docs/deploy.md, "Upgrading"; docs/decisions/035). For each copy:
#   1. nginx stops sending it requests: its `server` line in the site gets `down`, nginx reloads
#      (new workers never pick it; the old ones finish what they hold), and a pause lets them;
#   2. the copy's link points to the new release, and the copy restarts (SIGTERM: it finishes its
#      own requests and jobs first);
#   3. once /api/health/ready answers 200, `down` comes off and nginx reloads again: the new
#      workers start with no memory of failures, so the copy takes requests at once.
# Restarting copies while nginx still sent them requests (the guide's old steps) failed requests
# twice over: connections refused during the restart count as failures, and for fail_timeout
# after that nginx still thought the copy down, so restarting the next one left none (502).
#
# usage: scripts/rolling-upgrade.sh <release folder> [<copy> ...]     (default copies: 1 2)
#
# Settings (environment), with the guide's values as defaults; %s is the copy's name:
#   RIRA_NGINX_SITE     the nginx site holding the upstream      /etc/nginx/sites-available/rira
#   RIRA_ADDRESS        where nginx reaches a copy               127.0.0.1:300%s
#   RIRA_COPY_LINK      the folder a copy runs from (a link)     /opt/rira/copy-%s
#   RIRA_RESTART        restarts a copy, returns once stopped    systemctl restart rira@%s
#   RIRA_NGINX_RELOAD   checks the site and reloads nginx        nginx -t -q && systemctl reload nginx
#   RIRA_DRAIN_SECONDS  pause after taking a copy out            3
#   RIRA_READY_SECONDS  how long a copy may take to be ready     300
set -euo pipefail

release="${1:?usage: scripts/rolling-upgrade.sh <release folder> [<copy> ...]}"
shift
copies=("$@")
[[ ${#copies[@]} -gt 0 ]] || copies=(1 2)

site="${RIRA_NGINX_SITE:-/etc/nginx/sites-available/rira}"
address_of="${RIRA_ADDRESS:-127.0.0.1:300%s}"
link_of="${RIRA_COPY_LINK:-/opt/rira/copy-%s}"
restart_of="${RIRA_RESTART:-systemctl restart rira@%s}"
reload="${RIRA_NGINX_RELOAD:-nginx -t -q && systemctl reload nginx}"
drain_seconds="${RIRA_DRAIN_SECONDS:-3}"
ready_seconds="${RIRA_READY_SECONDS:-300}"

release="$(cd "$release" && pwd -P)"
[[ -f "$release/server/dist/main.js" ]] || { echo "rolling-upgrade: $release has no server/dist/main.js: build it first (npm ci && npm run build)" >&2; exit 1; }
[[ -w "$site" ]] || { echo "rolling-upgrade: cannot edit the nginx site $site (run as root, or set RIRA_NGINX_SITE)" >&2; exit 1; }

say() { printf '%s rolling-upgrade: %s\n' "$(date -u +%H:%M:%S)" "$*"; }

# The `server <address>` line of the upstream, with or without `down`: 127.0.0.1:3001 must not match 127.0.0.1:30011.
server_line() { printf '^[[:space:]]*server[[:space:]]+%s([[:space:]][^;]*)?;' "$(printf '%s' "$1" | sed 's/[.[\*^$]/\\&/g')"; }

mark() { # mark <address> down|up
  local pattern
  pattern="$(server_line "$1")"
  grep -Eq "$pattern" "$site" || { echo "rolling-upgrade: no 'server $1' line in $site" >&2; exit 1; }
  # The directive ends at the line's first `;` (a comment may follow it).
  sed -E -i "/$pattern/ s/[[:space:]]+down;/;/" "$site"
  if [[ "$2" == down ]]; then
    sed -E -i "/$pattern/ s/;/ down;/" "$site"
    grep -E "$pattern" "$site" | grep -Eq '[[:space:]]down;' ||
      { echo "rolling-upgrade: could not mark 'server $1' down in $site" >&2; exit 1; }
  fi
  bash -c "$reload"
}

for copy in "${copies[@]}"; do
  address="${address_of//%s/$copy}"
  link="${link_of//%s/$copy}"
  say "copy $copy ($address): out of nginx"
  mark "$address" down
  sleep "$drain_seconds"

  say "copy $copy: $link -> $release, restarting"
  ln -sfn "$release" "$link.new" && mv -T "$link.new" "$link"
  bash -c "${restart_of//%s/$copy}"

  waited=0
  until curl -fs -o /dev/null --max-time 3 "http://$address/api/health/ready"; do
    if (( waited >= ready_seconds )); then
      echo "rolling-upgrade: copy $copy is not ready after ${ready_seconds}s; it stays out of nginx. Read its log, then point $link back and restart it." >&2
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  say "copy $copy: ready; back in nginx"
  mark "$address" up
  # The reload's new workers take over within a moment; the next copy goes out only after.
  sleep 1
done
say "done: ${copies[*]} run $release"
