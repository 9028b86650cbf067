/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for tests: every
 * line must be a `# HELP`, a `# TYPE` or a sample of a family declared before it, with
 * well-formed labels and a number; anything else throws, naming the line.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  families: Map<string, { type: string; help: string }>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const helpLine = new RegExp(`^# HELP (${NAME}) (.*)$`);
const typeLine = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const sampleLine = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const label = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/;
/** The sample names a family of each type may have. */
const suffixes: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] };

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = label.exec(rest);
    if (!match) throw new Error(`malformed labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    rest = rest.slice(match[0].length);
  }
  return labels;
}

function familyOf(name: string, families: Exposition['families']): string | null {
  if (families.has(name)) return name;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    const base = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && suffixes[families.get(base)?.type ?? '']?.includes(suffix)) return base;
  }
  return null;
}

export function parseExposition(text: string): Exposition {
  const families: Exposition['families'] = new Map();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const help = helpLine.exec(line);
    if (help) {
      families.set(help[1]!, { type: families.get(help[1]!)?.type ?? 'untyped', help: help[2]! });
      continue;
    }
    const type = typeLine.exec(line);
    if (type) {
      families.set(type[1]!, { type: type[2]!, help: families.get(type[1]!)?.help ?? '' });
      continue;
    }
    const sample = sampleLine.exec(line);
    if (!sample) throw new Error(`not a line of the Prometheus text format: ${line}`);
    const [, name, labelText, valueText] = sample;
    if (familyOf(name!, families) === null) throw new Error(`a sample of no declared family: ${line}`);
    // Go's ParseFloat, which Prometheus uses: NaN and Inf in any case (prom-client writes `Nan`).
    const special: Record<string, number> = { nan: NaN, '+inf': Infinity, inf: Infinity, '-inf': -Infinity };
    const value = special[valueText!.toLowerCase()] ?? Number(valueText);
    if (Number.isNaN(value) && valueText!.toLowerCase() !== 'nan') throw new Error(`not a number: ${line}`);
    samples.push({ name: name!, labels: labelText ? parseLabels(labelText, line) : {}, value });
  }
  return { families, samples };
}

/** The value of the one sample of `name` with exactly these labels; 0 when there is none yet (a counter not yet incremented). */
export function sampleValue(exposition: Exposition, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels);
  const found = exposition.samples.filter(
    (sample) => sample.name === name && Object.keys(sample.labels).length === wanted.length && wanted.every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} with ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
