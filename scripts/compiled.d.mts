/** The types of scripts/compiled.mjs (plain JavaScript: it runs before anything is compiled). */
export function serverStaleness(): string | null;
export function ensureServerCompiled(): void;
