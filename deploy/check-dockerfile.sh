#!/usr/bin/env bash
# Runs deploy/Dockerfile's steps as a script where there is no Docker engine (CI), cheaply:
#   build stage     `npm ci` and `npm run build` are what CI has just run: dist/ and the
#                   compiled server in api/dist/ are reused (built here when missing or stale);
#   runtime-deps    `npm ci --omit=dev` on the same lock file, done as `npm prune --omit=dev` on
#                   a hard-linked copy of node_modules (the same tree, without compiling again);
#   runtime         every `COPY --from=...` of the final stage into an empty folder (the host
#                   only: no section's folder; the server compiled, no TypeScript source and no
#                   TypeScript runner among the runtime dependencies), then its ENV and CMD there (on a free loopback
#                   port, SQLite in a temporary folder), its HEALTHCHECK command, one page and one
#                   API read, a section released into it as the `release` stage's tool does
#                   (`npm run release -- mf-forms`, then `mf-shell`, `--from dist/...`, against its database)
#                   and served, and SIGTERM (exit 0).
# What it cannot check without Docker: the base images, USER's permissions, the image size.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
dockerfile=deploy/Dockerfile

fail() { echo "check-dockerfile: $*" >&2; exit 1; }
grep -q '^USER node$' "$dockerfile" || fail 'the final stage must run as the non-root user node'
grep -q '^HEALTHCHECK ' "$dockerfile" || fail 'the image must declare a HEALTHCHECK'
grep -q 'npm ci --omit=dev' "$dockerfile" || fail 'the runtime dependencies must come from npm ci --omit=dev'
grep -qE '^CMD \["node", "api/dist/serve\.js"\]$' "$dockerfile" || fail 'the image must run the compiled server (CMD ["node", "api/dist/serve.js"])'

# Outside the repository, so the server there cannot find a package in the repository's node_modules.
scratch=$(mktemp -d)
server_pid=''
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" 2>/dev/null || true; fi
  rm -rf "$scratch"
}
trap cleanup EXIT

# build stage
[ -f dist/root-config/index.html ] || npm run build
node -e 'import("./scripts/compiled.mjs").then((m) => m.ensureServerCompiled())'

# runtime-deps stage: the deps stage's manifests and installed tree, then the production prune.
deps="$scratch/runtime-deps"
mkdir -p "$deps"
cp package.json package-lock.json "$deps/"
grep -oE '^COPY [a-z-]+/package.json [a-z-]+/$' "$dockerfile" | while read -r _ manifest folder; do
  mkdir -p "$deps/$folder"
  cp "$manifest" "$deps/$folder"
done
# The installed tree: the root's node_modules and each workspace's own (what npm installs beside a
# workspace rather than at the root). Hard links where the temporary folder is on the same file
# system (fast), else a copy.
for tree in node_modules */node_modules; do
  [ -d "$tree" ] || continue
  mkdir -p "$deps/$(dirname "$tree")"
  cp -al "$tree" "$deps/$tree" 2>/dev/null || { rm -rf "${deps:?}/$tree"; cp -a "$tree" "$deps/$tree"; }
done
(cd "$deps" && npm prune --omit=dev --no-audit --no-fund >/dev/null)
# No TypeScript runner at run time: the image runs the compiled server. (jiti and typescript are
# there, as dependencies of @module-federation/enhanced's build tools; nothing at run time loads them.)
for runner in tsx ts-node @swc-node/register esbuild-register; do
  [ ! -e "$deps/node_modules/$runner" ] || fail "$runner is among the runtime dependencies (npm ci --omit=dev): the server runs compiled"
done

# runtime stage: exactly its COPY --from lines.
app="$scratch/app"
mkdir -p "$app"
runtime=$(awk '/^FROM .* AS runtime$/ { on = 1 } on' "$dockerfile")
while read -r _ from source target; do
  stage=${from#--from=}
  case "$stage" in
    runtime-deps) root="$deps" ;;
    build) root="$PWD" ;;
    *) fail "unknown stage $stage" ;;
  esac
  relative=${source#/app/}
  # A target ending in / is a folder the source goes into, as in Docker.
  if [[ "$target" == */ ]]; then destination="$app/$target$(basename "$relative")"; else destination="$app/$target"; fi
  mkdir -p "$(dirname "$destination")"
  # The pruned tree is moved (it lives in the scratch folder); anything else is copied.
  if [ "$stage" = runtime-deps ] && [ "$relative" = node_modules ]; then mv "$root/$relative" "$destination"; else cp -a "$root/$relative" "$destination"; fi
done < <(grep -E '^COPY --from=' <<<"$runtime")
if ls "$app/dist" | grep -q '^mf-'; then fail 'the host image must carry the host only, not a section (sections are released into the stack)'; fi
if find "$app" -name node_modules -prune -o -name '*.ts' -print | grep -q .; then fail 'the image must carry no TypeScript source: the server runs compiled (api/dist)'; fi

# The final stage's ENV (continued lines joined), then the overrides a check on loopback needs.
env_line=$(awk '/^ENV / { on = 1 } on { line = $0; sub(/ *\\$/, "", line); printf "%s ", line } on && !/\\$/ { exit }' <<<"$runtime" | sed 's/^ENV //')
mkdir -p "$scratch/data"
read -ra image_env <<<"$env_line"
cmd_json=$(grep -E '^CMD \[' <<<"$runtime" | sed 's/^CMD //')
mapfile -t cmd < <(node -e 'for (const part of JSON.parse(process.argv[1])) console.log(part)' "$cmd_json")

cd "$app"
env -i PATH="$PATH" HOME="$scratch" "${image_env[@]}" HOST=127.0.0.1 PORT=0 DATA_DIR="$scratch/data" DIST_DIR="$app/dist" CONTENT_DIR="$app/content" LOG_LEVEL=warn \
  "${cmd[@]}" >"$scratch/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 600); do
  grep -q 'Site running at' "$scratch/server.log" && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$scratch/server.log" >&2; fail 'the server of the runtime stage exited'; }
  sleep 0.2
done
url=$(grep -oE 'http://[^ ]+/' "$scratch/server.log" | head -n 1)
[ -n "$url" ] || { cat "$scratch/server.log" >&2; fail 'the server of the runtime stage did not start'; }
port=$(sed -E 's#.*:([0-9]+)/$#\1#' <<<"$url")

health_json=$(awk '/^HEALTHCHECK/ { on = 1 } on && /CMD \[/ { sub(/.*CMD /, ""); print; exit }' <<<"$runtime")
mapfile -t health < <(node -e 'for (const part of JSON.parse(process.argv[1])) console.log(part)' "$health_json")
PORT="$port" "${health[@]}" || fail 'the HEALTHCHECK command failed against the running server'
node -e '
  const base = process.argv[1];
  const check = async (path, type) => {
    const response = await fetch(new URL(path, base));
    if (response.status !== 200 || !String(response.headers.get("content-type")).includes(type)) throw new Error(`${path}: ${response.status}`);
  };
  Promise.all([check("/?lang=en", "text/html"), check("/api/v1/projects", "application/json")]).catch((error) => { console.error(error.message); process.exit(1); });
' "$url" || fail 'the runtime stage does not serve the site'

# Sections released into the running host, as deploy/compose.yaml's `sections` does (mf-forms
# before the shell, whose footer shows its newsletter box): the shell served by its next page.
for section in mf-forms mf-shell; do
  (cd "$repo" && env -u DATABASE_URL DATA_DIR="$scratch/data" DIST_DIR="$app/dist" node scripts/compiled.mjs release "$section" --from "dist/$section") >"$scratch/release.log" 2>&1 ||
    { cat "$scratch/release.log" >&2; fail "$section could not be released into the runtime stage"; }
done
node -e '
  const base = process.argv[1];
  (async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const html = await (await fetch(new URL("/?lang=en", base))).text();
      if (html.includes("data-testid=\"site-header\"") && html.includes("/releases/mf-shell/")) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.error("the released mf-shell is not in the page");
    process.exit(1);
  })();
' "$url" || fail 'the runtime stage does not serve a released section'

kill -TERM "$server_pid"
code=0
wait "$server_pid" || code=$?
server_pid=''
[ "$code" -eq 0 ] || { cat "$scratch/server.log" >&2; fail "SIGTERM: the server exited with $code"; }
echo "check-dockerfile: the runtime stage (the host only, the server compiled) serves the site and a section released into it, and stops cleanly on SIGTERM"
