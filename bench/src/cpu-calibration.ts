/**
 * Lighthouse's mobile run slows the CPU down 4× by default. That stands for a mid-range phone
 * only on a host of the speed Lighthouse expects; Lighthouse measures the host (its
 * `benchmarkIndex`, in every report) and tells a slower host's user to calibrate the multiplier
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "CPU throttling", and
 * the calculator it links to). This machine's
 * index moves from about 1 000 to 2 600 within a day as its neighbours come and go: at 1 000
 * the default 4× stands for a phone 1.8× slower than intended, at 2 600 for one 2× faster.
 *
 * The calculator's piecewise-linear map from the host's index to the multiplier that emulates
 * the same reference phone (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js):
 * 150 → 1×, 800 → 2×, 1 300 → 3×, 1 533 → 4×, 2 000 → 6×.
 *
 * Its table ends at 2 000, the top of Lighthouse's "high-end desktop" bracket; a host past it
 * (3 100 to 3 900 on 2026-11-27's) is slowed down to where the table's end lands, the index
 * 2 000 / 6 ≈ 333 (inside the "mid-tier mobile" bracket, 125 to 800, that Lighthouse's 4× aims
 * at from a high-end desktop), in proportion to its index: `index / 333`. That is how Chrome
 * DevTools' own calibration works (panels/mobile_throttling/CalibrationController.ts: the
 * multiplier at which the throttled benchmark meets a device's score). The calculator's last line
 * drawn on past its end would grow faster than the index (12.9× at 3 600, where the phone it
 * emulates scores 279, a low-end one: DevTools takes 264 for a Moto G4 Power).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return LIGHTHOUSE_DEFAULT_SLOWDOWN;
  if (benchmarkIndex >= CALCULATOR_END.index) return (benchmarkIndex / CALCULATOR_END.index) * CALCULATOR_END.slowdown;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The last point of the calculator's table: past it the multiplier grows with the index. */
const CALCULATOR_END = { index: 2000, slowdown: 6 };

/** Lighthouse's own mobile multiplier, whatever the host (`npm run bench`'s main columns). */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;
