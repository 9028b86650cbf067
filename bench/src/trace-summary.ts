/**
 * A load's main-thread tasks (Lighthouse's tracehouse `TaskNode`s, times in ms from the
 * navigation) summed the way bench:trace prints them: the work by kind, the long tasks with what
 * each spent its time on, and the time past 50 ms in them (what Total Blocking Time adds up, here
 * over the whole load).
 */

/** The part of a TaskNode read here. */
export interface TaskLike {
  event: { name: string };
  parent?: TaskLike | undefined;
  children: TaskLike[];
  startTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  group: { id: string };
}

/** Lighthouse's task groups, with layout apart from style (Lighthouse counts them as one). */
export type Kind = 'parseHTML' | 'style' | 'layout' | 'paint' | 'scriptEvaluation' | 'scriptParseCompile' | 'garbageCollection' | 'other';

export interface LongTaskSummary {
  startMs: number;
  durationMs: number;
  /** the first script the task is attributed to; empty for the document's own work */
  url: string;
  /** self time by trace event name, summed over the task's tree */
  byEvent: Record<string, number>;
}

export interface LoadSummary {
  /** every top-level task's duration, summed */
  busyMs: number;
  /** the time past 50 ms of each task, summed */
  blockingMs: number;
  /** the tasks over 50 ms, the longest first */
  longTasks: LongTaskSummary[];
  byKind: Record<Kind, number>;
}

export const LONG_TASK_MS = 50;

function kindOf(task: TaskLike): Kind {
  if (task.event.name === 'Layout') return 'layout';
  switch (task.group.id) {
    case 'parseHTML':
    case 'scriptEvaluation':
    case 'scriptParseCompile':
    case 'garbageCollection':
      return task.group.id;
    case 'styleLayout':
      return 'style';
    case 'paintCompositeRender':
      return 'paint';
    default:
      return 'other';
  }
}

function eachInTree(task: TaskLike, visit: (node: TaskLike) => void): void {
  visit(task);
  for (const child of task.children) eachInTree(child, visit);
}

export function summariseTasks(tasks: readonly TaskLike[]): LoadSummary {
  const byKind: Record<Kind, number> = {
    parseHTML: 0,
    style: 0,
    layout: 0,
    paint: 0,
    scriptEvaluation: 0,
    scriptParseCompile: 0,
    garbageCollection: 0,
    other: 0,
  };
  const topLevel = tasks.filter((task) => !task.parent);
  const longTasks: LongTaskSummary[] = [];
  for (const task of topLevel) {
    eachInTree(task, (node) => {
      byKind[kindOf(node)] += node.selfTime;
    });
    if (task.duration <= LONG_TASK_MS) continue;
    const byEvent: Record<string, number> = {};
    eachInTree(task, (node) => {
      byEvent[node.event.name] = (byEvent[node.event.name] ?? 0) + node.selfTime;
    });
    longTasks.push({ startMs: task.startTime, durationMs: task.duration, url: task.attributableURLs[0] ?? '', byEvent });
  }
  longTasks.sort((a, b) => b.durationMs - a.durationMs);
  return {
    busyMs: topLevel.reduce((sum, task) => sum + task.duration, 0),
    blockingMs: topLevel.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0),
    longTasks,
    byKind,
  };
}
