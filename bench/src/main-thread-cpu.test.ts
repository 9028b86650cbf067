import { describe, expect, it } from 'vitest';
import { mainThreadCpu, type TaskClocks } from './main-thread-cpu';

const task = (startMs: number, wallMs: number, cpuMs: number): TaskClocks => ({ startMs, wallMs, cpuMs });

describe("a load's main thread after its first contentful paint", () => {
  // FCP at 100 ms: the first task is before it and counts for nothing
  const tasks = [task(10, 40, 40), task(120, 15, 2), task(200, 8, 8), task(300, 12, 6), task(400, 3, 3)];

  it('sums the wall and CPU time of the tasks from the first contentful paint on', () => {
    const figures = mainThreadCpu(tasks, 100, 10);
    expect(figures.wallMs).toBe(15 + 8 + 12 + 3);
    expect(figures.cpuMs).toBe(2 + 8 + 6 + 3);
  });

  it('sets apart the tasks of 10 ms wall or more, which a simulated load keeps', () => {
    const figures = mainThreadCpu(tasks, 100, 10);
    expect(figures.keptWallMs).toBe(15 + 12);
    expect(figures.keptCpuMs).toBe(2 + 6);
  });

  it('counts blocking time from CPU time at the slowdown, and apart from it from the wall time with its waits', () => {
    // at 10x: 2 -> 20 (none), 8 -> 80 (30), 6 -> 60 (10), 3 -> 30 (none)
    expect(mainThreadCpu(tasks, 100, 10).cpuBlockingMs).toBe(40);
    // the wall times: 15 -> 150 (100), 8 -> 80 (30), 12 -> 120 (70), 3 -> 30 (none)
    expect(mainThreadCpu(tasks, 100, 10).wallBlockingMs).toBe(200);
    // at 4x only the 8 ms task blocks: 32 ms, under 50
    expect(mainThreadCpu(tasks, 100, 4).cpuBlockingMs).toBe(0);
  });

  it('is empty for a load whose tasks all came before its first paint', () => {
    expect(mainThreadCpu([task(0, 30, 30)], 100, 10)).toEqual({
      wallMs: 0,
      cpuMs: 0,
      keptWallMs: 0,
      keptCpuMs: 0,
      wallBlockingMs: 0,
      cpuBlockingMs: 0,
      slowdown: 10,
    });
  });
});
