import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from './periodic-task';

describe('PeriodicTask', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the first delay, then every interval, until stopped', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const task = new PeriodicTask(async () => ++runs, 1_000);
    task.start(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(3);
    await task.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });

  it('shares a run in flight, and stop waits for it', async () => {
    let release!: () => void;
    let runs = 0;
    const task = new PeriodicTask(async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return runs;
    }, 1_000);
    const first = task.runOnce();
    const second = task.runOnce();
    expect(second).toBe(first);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await first).toBe(1);
    // The next call starts a new run.
    const third = task.runOnce();
    release();
    expect(await third).toBe(2);
  });
});
