/// <reference types="lighthouse/types/internal/global.d.ts" />
/**
 * A Chromium trace's top-level main-thread tasks with both clocks (wall and thread CPU time), and
 * its first contentful paint, as Lighthouse's own trace processing finds them: the input of
 * main-thread-cpu.ts.
 */
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import type { TaskClocks } from './main-thread-cpu';

export interface TraceClocks {
  tasks: TaskClocks[];
  firstContentfulPaintMs: number;
}

export function traceClocks(trace: { traceEvents: unknown[] }): TraceClocks {
  const processed = TraceProcessor.processTrace(trace as never);
  const navigation = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return {
    firstContentfulPaintMs: navigation.timings.firstContentfulPaint,
    tasks: tasks
      .filter((task) => !task.parent)
      .map((task) => {
        // Chromium's thread clock, in µs like `dur` (Lighthouse's TraceEvent type leaves it out); a
        // task the thread clock missed counts at its wall time
        const { tdur } = task.event as { tdur?: unknown };
        return { startMs: task.startTime, wallMs: task.duration, cpuMs: typeof tdur === 'number' ? Math.min(tdur / 1000, task.duration) : task.duration };
      }),
  };
}
