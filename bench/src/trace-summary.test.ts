import { describe, expect, it } from 'vitest';
import { summariseTasks, type TaskLike } from './trace-summary';

function task(name: string, group: string, startTime: number, duration: number, children: TaskLike[] = [], url = ''): TaskLike {
  const node: TaskLike = {
    event: { name },
    children,
    startTime,
    duration,
    selfTime: duration - children.reduce((sum, child) => sum + child.duration, 0),
    attributableURLs: url ? [url] : [],
    group: { id: group },
  };
  for (const child of children) child.parent = node;
  return node;
}

describe('a load summed by task', () => {
  const parse = task('ParseHTML', 'parseHTML', 0, 30);
  const layout = task('Layout', 'styleLayout', 30, 40);
  const style = task('UpdateLayoutTree', 'styleLayout', 70, 20);
  const documentTask = task('RunTask', 'other', 0, 100, [parse, layout, style]);
  const script = task('EvaluateScript', 'scriptEvaluation', 200, 55, [], 'http://site/app.js');
  const scriptTask = task('RunTask', 'other', 200, 60, [script], 'http://site/app.js');
  const short = task('RunTask', 'other', 300, 10);
  const tasks = [documentTask, parse, layout, style, scriptTask, script, short];

  it('counts the long tasks, the longest first, with what each did', () => {
    const { longTasks, blockingMs, busyMs } = summariseTasks(tasks);
    expect(longTasks.map((long) => [long.startMs, long.durationMs, long.url])).toEqual([
      [0, 100, ''],
      [200, 60, 'http://site/app.js'],
    ]);
    expect(longTasks[0]!.byEvent).toEqual({ RunTask: 10, ParseHTML: 30, Layout: 40, UpdateLayoutTree: 20 });
    expect(blockingMs).toBe(50 + 10);
    expect(busyMs).toBe(170);
  });

  it('sums self time by kind, layout apart from style', () => {
    expect(summariseTasks(tasks).byKind).toEqual({
      parseHTML: 30,
      style: 20,
      layout: 40,
      paint: 0,
      scriptEvaluation: 55,
      scriptParseCompile: 0,
      garbageCollection: 0,
      other: 10 + 5 + 10,
    });
  });
});
