import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What a build writes about itself (build/build-info-plugin.ts; the shape is checked here, where it is read). */
const BUILD_INFO_FILE = 'build-info.json';

/** A file inside the build's folder: a relative `/`-separated path that never leaves it. */
const fileInFolder = z
  .string()
  .max(500)
  .regex(/^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[\w./-]+$/);

const buildInfoSchema = z.object({
  name: z.string().min(1).max(100),
  container: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,60}$/)
    .nullable(),
  // Absent in a build made before it was written: such a build cannot be released (checks.ts).
  entry: fileInFolder.nullable().default(null),
  rspack: z.string().min(1).max(50),
  federation: z.object({ runtimeCore: z.string().min(1).max(50), bundlerRuntime: z.string().min(1).max(50) }),
  styles: z.record(z.string().max(500), z.string().max(200)),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** The versions a build was made with: what a section and the host it runs in must share. */
export interface ToolVersions {
  rspack: string;
  runtimeCore: string;
  bundlerRuntime: string;
}

export function toolVersions(info: BuildInfo): ToolVersions {
  return { rspack: info.rspack, runtimeCore: info.federation.runtimeCore, bundlerRuntime: info.federation.bundlerRuntime };
}

/** A build folder's build-info.json, or null when there is none; throws when it is there but malformed. */
export function readBuildInfo(folder: string): BuildInfo | null {
  let text: string;
  try {
    text = readFileSync(path.join(folder, BUILD_INFO_FILE), 'utf8');
  } catch {
    return null;
  }
  const parsed = buildInfoSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path.join(folder, BUILD_INFO_FILE)} is malformed: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
  return parsed.data;
}

/** Where a section's server build is, in its folder (it writes a build-info.json of its own there). */
export const SERVER_FOLDER = 'server';

/** A section's two containers in its build folder, as its builds named them. */
export interface ContainerFiles {
  /** the browser container (`remoteEntry.js`) */
  browser: string;
  /** the server container, under SERVER_FOLDER (`server/remoteEntry.js`) */
  server: string;
}

/**
 * The files of a section's containers in `folder`, from the build-info.json its browser build
 * and its server build wrote (never from the build's configuration); null when either does not
 * name one (no such build, or one made before the file named it).
 */
export function containerFiles(folder: string): ContainerFiles | null {
  const browser = readBuildInfo(folder)?.entry;
  const server = readBuildInfo(path.join(folder, SERVER_FOLDER))?.entry;
  return browser && server ? { browser, server: `${SERVER_FOLDER}/${server}` } : null;
}

/** A section's folder name (`mf-portfolio`): what its URLs and the release commands name it by. */
export const sectionName = /^mf-[a-z0-9-]{1,40}$/;

export interface BuiltFile {
  /** relative to the folder, `/`-separated */
  path: string;
  hash: string;
  size: number;
  bytes: Buffer;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Every file of a build folder with its hash, in path order. */
export function readBuiltFiles(folder: string): BuiltFile[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => statSync(path.join(folder, entry)).isFile())
    .sort()
    .map((entry) => {
      const bytes = readFileSync(path.join(folder, entry));
      return { path: entry, hash: sha256(bytes), size: bytes.length, bytes };
    });
}

/**
 * A release's version: a hash of its file list, each path with its content's hash. The same
 * build always has the same version, and a version names exactly one set of bytes: its URLs
 * (`/releases/<section>/<version>/...`) can be cached for good.
 */
export function releaseVersion(files: readonly Pick<BuiltFile, 'path' | 'hash'>[]): string {
  const lines = files.map((file) => `${file.path}\0${file.hash}\n`).sort();
  return createHash('sha256').update(lines.join('')).digest('hex').slice(0, 20);
}
