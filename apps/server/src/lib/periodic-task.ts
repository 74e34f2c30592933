// A background task on a timer (the ask-recovery sweep, the retention purge): runs every
// `intervalMs`, the first time after `firstDelayMs`; calls made while a run is in flight share it;
// stop() clears the timers and waits for that run. Timers are unref'd: they never keep a process
// alive. The task must not throw (each caller logs its own failure and returns a value).

export class PeriodicTask<T> {
  private firstTimer: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  constructor(
    private readonly task: () => Promise<T>,
    private readonly intervalMs: number,
  ) {}

  start(firstDelayMs = this.intervalMs): void {
    if (this.firstTimer || this.timer) return;
    this.firstTimer = setTimeout(() => {
      this.firstTimer = undefined;
      void this.runOnce();
      this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
      this.timer.unref();
    }, firstDelayMs);
    this.firstTimer.unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.firstTimer);
    clearInterval(this.timer);
    this.firstTimer = undefined;
    this.timer = undefined;
    await this.running;
  }

  /** One run now, or the run already in flight. */
  runOnce(): Promise<T> {
    this.running ??= this.task().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
