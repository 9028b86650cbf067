/**
 * Lighthouse's mobile run slows the CPU down 4× by default. That stands for a mid-range phone
 * only on a host of the speed Lighthouse expects; Lighthouse measures the host (its
 * `benchmarkIndex`, in every report) and tells a slower host's user to calibrate the multiplier
 * (its docs/throttling.md, "CPU throttling", and the calculator it links to). This machine's
 * index moves from about 1 000 to 2 600 within a day as its neighbours come and go: at 1 000
 * the default 4× stands for a phone 1.8× slower than intended, at 2 600 for one 2× faster.
 *
 * The calculator's piecewise-linear map from the host's index to the multiplier that emulates
 * the same reference phone (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js):
 * 150 → 1×, 800 → 2×, 1 300 → 3×, 1 533 → 4×, 2 000 → 6×.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return LIGHTHOUSE_DEFAULT_SLOWDOWN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's own mobile multiplier, whatever the host (`npm run bench`'s main columns). */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;
