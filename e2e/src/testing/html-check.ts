import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface HtmlProblem {
  file: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message?: string;
  extract?: string;
}

/** The Nu HTML checker's jar, shipped inside the `vnu-jar` npm package (no download at install). */
export const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/**
 * Runs the W3C Nu HTML checker once over every `.html` file in `folder` (one JVM start for the
 * lot: a few seconds) with the system's Java (`default-jre-headless` from Debian; `.ci/run`
 * installs it). Returns its errors, warnings left out. Throws, naming what to install, when
 * there is no Java: a check that cannot run must not pass.
 */
export function checkHtmlFolder(folder: string): HtmlProblem[] {
  const java = process.env['JAVA'] ?? 'java';
  // One short run: the quick compiler only and one garbage-collector thread. The JVM's defaults
  // (the optimising compiler, a parallel collector) are made for long runs, and took twice the
  // CPU here (4.8 s against 2.2 s for 26 pages), beside the other browser files on two cores.
  const jvm = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const run = spawnSync(java, [...jvm, '-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', folder], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(`the HTML check needs Java ("${java}": ${run.error.message}); install it: apt-get install default-jre-headless`);
  }
  // The checker writes its JSON report to stderr and exits 1 when it found errors.
  let report: { messages?: VnuMessage[] };
  try {
    report = JSON.parse(run.stderr) as { messages?: VnuMessage[] };
  } catch {
    throw new Error(`the HTML checker did not report JSON (exit ${run.status}):\n${run.stderr}\n${run.stdout}`);
  }
  return (report.messages ?? [])
    .filter((message) => message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error')
    .map((message) => ({
      file: message.url ? path.basename(decodeURIComponent(new URL(message.url).pathname)) : '(checker)',
      line: message.lastLine,
      message: message.message ?? '',
      extract: message.extract,
    }));
}
