import { Injectable } from '@nestjs/common';
import type { Appending, GameProjection, ProjectionWrite } from '../play/projections';
import { afterMove, clockOf, earliestDeadline, stopped } from './clock-state';
import { ClocksRepository } from './clocks.repository';

/**
 * A timed game's clocks follow its stream: a move charges its mover and starts the turns of the
 * seats that act next (a timeout spends the mover's bank and counts); a game that ends stops them.
 * Written in the append's transaction, so clocks and events never disagree.
 */
@Injectable()
export class ClockProjection implements GameProjection {
  readonly name = 'clocks';

  constructor(private readonly repo: ClocksRepository) {}

  plan(a: Appending): ProjectionWrite | null {
    const tc = a.game.timeControl;
    const clock = clockOf(a.game, a.now);
    if (!tc || !clock) return null;
    let next;
    if (a.mover !== null) {
      next = afterMove(tc, clock, {
        mover: a.mover,
        actorsBefore: a.actorsBefore,
        actorsAfter: a.actorsAfter,
        now: a.now,
        timedOut: a.timedOut,
      });
    } else if (a.end) {
      next = stopped(clock);
    } else {
      return null; // bots moving at the start: no seat's turn changed hands by a move
    }
    const deadline = a.end ? null : earliestDeadline(tc, next, a.actorsAfter);
    return {
      write: (tx) => this.repo.save(tx, a.game.id, next, deadline),
      row: { clock: next, clockDeadline: deadline },
    };
  }
}
