/** The middle value of a bench's runs (the upper one of an even count), NaN when there are none. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
