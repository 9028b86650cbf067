/**
 * What a load's main thread did after its first contentful paint, read off the trace's two clocks:
 * each task's wall time (`dur`) and the CPU time the thread really ran in it (`tdur`, Chromium's
 * thread clock). On a host that has a core for the page's main thread the two agree; on this
 * shared 2-core machine the browser's other processes, the compositor and the bench itself take
 * turns on the same two cores, and a task's wall time holds the waits as well.
 *
 * Lighthouse's simulation (Lantern) multiplies each task's wall time by the CPU slowdown and
 * drops the tasks under 10 ms of wall time that little depends on. At the calibrated slowdown
 * (10× and more on a fast host) a wait of a few milliseconds becomes a long task of a simulated
 * phone: the figures below say how much of a run's wall time was the page's own work, and what
 * blocking time that work alone makes at the same slowdown (docs/performance.md#what-the-calibrated-column-measures-on-this-host).
 */

import { LONG_TASK_MS } from './trace-summary';

/** One top-level main-thread task, in ms from the navigation. */
export interface TaskClocks {
  startMs: number;
  wallMs: number;
  /** the thread's CPU time in the task; the wall time where the trace has no thread clock */
  cpuMs: number;
}

export interface MainThreadCpu {
  /** the tasks from the first contentful paint on: their wall time summed */
  wallMs: number;
  /** and the CPU time the main thread ran in them */
  cpuMs: number;
  /** the tasks of 10 ms wall or more (the ones Lighthouse's simulation keeps whatever they connect): wall time */
  keptWallMs: number;
  /** and their CPU time */
  keptCpuMs: number;
  /** Σ max(0, wall time × slowdown − 50 ms) over the tasks: the blocking time their wall time makes at that slowdown (the waits multiplied with the work), to the end of the trace */
  wallBlockingMs: number;
  /** Σ max(0, CPU time × slowdown − 50 ms) over the tasks: the blocking time of the page's own work at that slowdown, to the end of the trace */
  cpuBlockingMs: number;
  /** the slowdown it was counted at */
  slowdown: number;
}

/** Lantern's threshold (PageDependencyGraph's SIGNIFICANT_DUR_THRESHOLD_MS). */
const KEPT_TASK_MS = 10;

export function mainThreadCpu(tasks: readonly TaskClocks[], firstContentfulPaintMs: number, slowdown: number): MainThreadCpu {
  const after = tasks.filter((task) => task.startMs >= firstContentfulPaintMs);
  const kept = after.filter((task) => task.wallMs >= KEPT_TASK_MS);
  const sum = (list: readonly TaskClocks[], pick: (task: TaskClocks) => number) => list.reduce((total, task) => total + pick(task), 0);
  return {
    wallMs: sum(after, (task) => task.wallMs),
    cpuMs: sum(after, (task) => task.cpuMs),
    keptWallMs: sum(kept, (task) => task.wallMs),
    keptCpuMs: sum(kept, (task) => task.cpuMs),
    wallBlockingMs: sum(after, (task) => Math.max(0, task.wallMs * slowdown - LONG_TASK_MS)),
    cpuBlockingMs: sum(after, (task) => Math.max(0, task.cpuMs * slowdown - LONG_TASK_MS)),
    slowdown,
  };
}
