#!/usr/bin/env bash
# Builds the image and runs the compose stack for real, where a Docker engine is present:
# `docker compose build`, `up` (two replicas on PostgreSQL and Valkey behind Caddy, and the
# `sections` job releasing every section), then through Caddy one page in each language, one API
# read and one send (a newsletter subscription, twice with one Idempotency-Key: one stored), and
# each replica's /metrics from inside the network (METRICS_PORT is never published). The stack
# and its volumes are removed afterwards.
# Where there is no engine (no `docker`, no daemon answering, no compose plugin) or a base image
# cannot be pulled, it says which and exits 0: this project's CI machines have no engine, and
# deploy/check-dockerfile.sh runs the Dockerfile's steps there instead. Its last real run is
# recorded in docs/operations.md#the-image-built-and-run.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'try-image: %s\n' "$*"; }
fail() { printf 'try-image: FAILED: %s\n' "$*" >&2; exit 1; }

command -v docker >/dev/null 2>&1 || { say 'skipped: no docker command on this machine'; exit 0; }
docker info >/dev/null 2>&1 || { say 'skipped: docker is installed but no engine answers (docker info failed)'; exit 0; }
docker compose version >/dev/null 2>&1 || { say 'skipped: the engine has no compose plugin (docker compose version failed)'; exit 0; }

# The base images first: a machine without registry access stops here, saying which.
node_image=$(sed -nE 's/^ARG NODE_IMAGE=(.+)$/\1/p' deploy/Dockerfile)
for image in "$node_image" "$node_image-slim" $(sed -nE 's/^\s*image: ([a-z].*[^-]:[a-z0-9.-]+)$/\1/p' deploy/compose.yaml | grep -vE '^(nasaq|prom/|grafana/)'); do
  docker pull -q "$image" >/dev/null 2>&1 || { say "skipped: the base image $image cannot be pulled"; exit 0; }
done

project="nasaq-try-$$"
export POSTGRES_PASSWORD="try-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
export HTTP_PORT="${HTTP_PORT:-18080}" HTTPS_PORT="${HTTPS_PORT:-18443}" POSTGRES_PORT="${POSTGRES_PORT:-15432}"
compose() { docker compose -p "$project" -f deploy/compose.yaml "$@"; }
trap 'compose down --volumes --remove-orphans >/dev/null 2>&1 || true' EXIT

started=$(date +%s)
say "building the images ($project)"
compose build
say "starting the stack; waiting for the sections to be released"
compose up -d
compose wait sections >/dev/null || fail "the sections job did not exit 0: $(compose logs sections | tail -n 20)"

site="http://127.0.0.1:$HTTP_PORT"
for lang in ar en; do
  page=$(curl -fsS "$site/?lang=$lang") || fail "GET /?lang=$lang through Caddy"
  grep -q "<html lang=\"$lang\"" <<<"$page" || fail "/?lang=$lang is not a page in $lang"
done
curl -fsS "$site/api/v1/projects" | grep -q '"success":true' || fail 'GET /api/v1/projects through Caddy'

key="try-image-$$"
send() {
  curl -sS -o /dev/null -w '%{http_code}' -X POST "$site/api/v1/messages/newsletter" \
    -H 'content-type: application/json' -H "Idempotency-Key: $key" -d '{"email":"try-image@example.com"}'
}
first=$(send); again=$(send)
[ "$first" = 201 ] && [ "$again" = 201 ] || fail "the newsletter send answered $first, then $again (201 twice expected)"
stored=$(compose exec -T postgres psql -U nasaq -d nasaq -tAc "SELECT count(*) FROM subscribers WHERE email = 'try-image@example.com'")
[ "$stored" = 1 ] || fail "the send was stored $stored times, not once"

for replica in app-1 app-2; do
  compose exec -T "$replica" node -e "fetch('http://127.0.0.1:9464/metrics').then(async (r) => { const t = await r.text(); process.exit(r.ok && t.includes('nasaq_http_requests_total') ? 0 : 1); }, () => process.exit(1))" ||
    fail "$replica's /metrics on its metrics port"
done

say "passed in $(($(date +%s) - started)) s: pages in ar and en, an API read, a send stored once, both replicas' metrics"
