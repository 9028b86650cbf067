/**
 * Reading reply bodies the download has not parsed: the store keeps bodies as the API sent
 * them (the screens parse them with the wire contract when they are read back), so the plan
 * only needs a few fields, read defensively.
 */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  return current;
}

export function list(value: unknown, ...path: string[]): unknown[] {
  const found = field(value, ...path);
  return Array.isArray(found) ? found : [];
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function id(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}
