import path from 'node:path';
import { readBuildInfo, toolVersions, type ToolVersions } from './build-folder';

/**
 * The versions of Rspack and of the federation runtime the host in `distDir` was built with
 * (its build-info.json): what every section released into it must match. Null for a host built
 * before the build wrote them (releases are then refused until it is rebuilt).
 */
export function hostVersions(distDir: string, log: { warn: (message: string) => void }): ToolVersions | null {
  try {
    const info = readBuildInfo(path.join(distDir, 'root-config'));
    return info ? toolVersions(info) : null;
  } catch (error) {
    log.warn(`the host's build-info.json cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
