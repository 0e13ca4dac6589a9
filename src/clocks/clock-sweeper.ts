import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Periodic } from '../common/periodic';
import { CommandRunner } from '../play/command-runner';
import { ClocksRepository } from './clocks.repository';
import { timeOutCommand } from './time-out.command';

const SWEEP = {
  /** Games claimed per sweep at most. */
  batch: 100,
  /** How long a claimed game is this instance's to time out before another may claim it. */
  leaseMs: 30_000,
  /** Timeouts made in one game per sweep at most (simultaneous actors may all have run out). */
  timeoutsPerGame: 16,
};

/**
 * The sweeper of turn clocks: claims the timed games whose clock ran out and runs the timeout
 * command on each (docs/api.md, "Clocks"), through the CommandRunner like any move, guarded by the
 * game's version, so a move and a timeout racing each other cannot both land.
 */
@Injectable()
export class ClockSweeper implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Clocks');
  // One sweep at a time on this instance; other instances are kept apart by the claim.
  private readonly sweeper = new Periodic(() => this.sweep(), this.logger, 'clock sweep');

  constructor(
    private readonly repo: ClocksRepository,
    private readonly runner: CommandRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.sweeper.start(this.config.clockSweepIntervalMs);
  }

  /** Stops sweeping before the database closes, and lets a sweep under way finish. */
  onModuleDestroy(): Promise<void> {
    return this.sweeper.stop();
  }

  /**
   * Claims the games whose clock ran out and times out their seats; returns the timeouts made.
   * Safe to run concurrently, here or on other instances: each game is claimed by one sweep.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const ids = await this.repo.claimExpired(now, new Date(now.getTime() + SWEEP.leaseMs), SWEEP.batch);
    let made = 0;
    for (const id of ids) {
      try {
        let n = 0;
        while (n < SWEEP.timeoutsPerGame && (await this.timeOut(id))) n++;
        made += n;
        if (n === 0) await this.repo.release(id);
      } catch (err) {
        this.logger.warn(`timing out game ${id} failed: ${String(err)}`);
        await this.repo.release(id).catch(() => undefined);
      }
    }
    return made;
  }

  /**
   * Times out the acting seat whose clock ran out first, if any. False when nothing was due, the
   * game no longer runs (its clock is then stopped), or a move landed first (the next sweep looks again).
   */
  async timeOut(gameId: string): Promise<boolean> {
    const outcome = await this.runner.run(gameId, timeOutCommand(this.config.clockForfeitAfter));
    if (!outcome.ok) {
      if (outcome.rejection.code === 'CONFLICT') await this.repo.stop(gameId);
      return false;
    }
    const { events } = outcome.applied;
    const forfeit = events.find((e) => e.type === 'GameAbandoned')?.payload as { seat: number } | undefined;
    if (forfeit) this.logger.log(`game ${gameId}: seat ${forfeit.seat} forfeited`);
    return events.length > 0;
  }
}
