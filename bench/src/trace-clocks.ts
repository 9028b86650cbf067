/// <reference types="lighthouse/types/internal/global.d.ts" />
/**
 * A Chromium trace's main-thread tasks as Lighthouse's own trace processing finds them
 * (bench:trace sums them by kind), and its top-level tasks with both clocks (wall and thread CPU
 * time) with its first contentful paint: the input of main-thread-cpu.ts.
 */
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import type { TaskClocks } from './main-thread-cpu';

type ProcessedTrace = ReturnType<typeof TraceProcessor.processTrace>;

export const processTrace = (trace: { traceEvents: unknown[] }): ProcessedTrace => TraceProcessor.processTrace(trace as never);

/** Every main-thread task of the page's renderer, each with its children, in ms from the navigation. */
export const mainThreadTasksOf = (processed: ProcessedTrace): TaskNode[] =>
  MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);

export interface TraceClocks {
  tasks: TaskClocks[];
  firstContentfulPaintMs: number;
}

export function traceClocks(trace: { traceEvents: unknown[] }): TraceClocks {
  const processed = processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  return {
    firstContentfulPaintMs: navigation.timings.firstContentfulPaint,
    tasks: mainThreadTasksOf(processed)
      .filter((task) => !task.parent)
      .map((task) => {
        // Chromium's thread clock, in µs like `dur` (Lighthouse's TraceEvent type leaves it out); a
        // task the thread clock missed counts at its wall time
        const { tdur } = task.event as { tdur?: unknown };
        return { startMs: task.startTime, wallMs: task.duration, cpuMs: typeof tdur === 'number' ? Math.min(tdur / 1000, task.duration) : task.duration };
      }),
  };
}
