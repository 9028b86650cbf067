import { rspack, type Configuration } from '@rspack/core';

/** One Rspack build of `config`, for the build's tests: resolves when it is written, rejects with its errors. */
export function runRspack(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
}
