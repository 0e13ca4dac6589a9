import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import { getGame, replay, rulesetsOf, type AnyGameDefinition, type SeatedMove } from '../engine';
import { Clock } from '../common/clock/clock';
import { AppError } from '../common/errors/app-error';
import { DailyService } from '../daily/daily.service';
import { EventStore } from '../persistence/event-store';
import { GameStates } from '../persistence/game-states';
import { GamesRepository } from '../persistence/games.repository';
import type { GameFinishedPayload, MoveMadePayload } from '../persistence/stream-events';
import { parseGameId } from '../games/game-id';
import { seedRevealed } from '../games/visibility';
import type { VerifyScoreInput } from './dto/verify.input';
import type { VerificationDto } from './verify.model';

/** Score verification: anyone can replay a move list with the same engine the server referees with. */
@Injectable()
export class VerifyService {
  constructor(
    private readonly daily: DailyService,
    private readonly repo: GamesRepository,
    private readonly events: EventStore,
    private readonly states: GameStates,
    private readonly clock: Clock,
  ) {}

  verify(input: VerifyScoreInput): VerificationDto {
    const { def, options, seed } = this.inputs(input);
    return this.run(def, options, seed, input.players, input.moves as SeatedMove[], input.claimedScores ?? null);
  }

  /** Re-verifies a stored finished game: replays its events and compares with the stored result. */
  async verifyStored(gameId: string): Promise<VerificationDto & { matchesStored: boolean }> {
    const game = await this.repo.find(parseGameId(gameId));
    if (!game) throw new AppError('NOT_FOUND', 'Game was not found.', { gameId });
    if (game.status !== 'FINISHED') {
      throw new AppError('CONFLICT', 'Only finished games can be verified.', { reason: 'GAME_NOT_FINISHED' });
    }
    const def = this.states.definition(game);
    const stored = await this.events.load(game.id);
    const moves = stored
      .filter((e) => e.type === 'MoveMade')
      .map((e) => ({ seat: e.seat as number, move: (e.payload as unknown as MoveMadePayload).move }));
    const result = game.result as GameFinishedPayload;
    const check = this.run(
      def,
      game.options,
      game.seed,
      game.playerCount,
      moves,
      result.scores.map((s) => s.total),
    );
    // jsonb does not keep key order, so compare values, not serialisations.
    const matchesStored = check.valid && isDeepStrictEqual(check.scores, result.scores);
    if (!seedRevealed(game, this.clock.now())) {
      // Do not confirm or deny details that could hint at a hidden seed: the verdict only.
      return { ...check, firstInvalid: null, matchesStored };
    }
    return { ...check, matchesStored };
  }

  private run(
    def: AnyGameDefinition,
    options: unknown,
    seed: string,
    players: number,
    moves: SeatedMove[],
    claimed: number[] | null,
  ): VerificationDto {
    const r = replay(def, options, seed, players, moves);
    if (!r.ok) {
      return {
        valid: false,
        finished: false,
        scores: [],
        claimsMatch: null,
        rulesVersion: def.rulesVersion,
        firstInvalid: r.error,
      };
    }
    const state = r.value.state;
    const finished = def.isOver(state);
    const scores = def.scores(state);
    const claimsMatch =
      claimed === null ? null : claimed.length === scores.length && scores.every((s, i) => s.total === claimed[i]);
    return {
      valid: finished && claimsMatch !== false,
      finished,
      scores,
      claimsMatch,
      rulesVersion: def.rulesVersion,
      firstInvalid: null,
    };
  }

  private inputs(input: VerifyScoreInput): { def: AnyGameDefinition; options: unknown; seed: string } {
    if (input.dailyKind !== undefined) {
      if (input.seed !== undefined) throw invalid('seed', 'give either seed or dailyKind and date, not both');
      if (input.date === undefined) throw invalid('date', 'date is required with dailyKind');
      const kind = this.daily.kind(input.dailyKind);
      const date = this.daily.date(input.date);
      if (!this.daily.isClosed(date)) {
        throw new AppError('SEED_NOT_REVEALED', `The ${kind.kind} seed of ${date} is revealed when the day closes.`, {
          kind: kind.kind,
          date,
        });
      }
      if (input.game !== undefined && input.game !== kind.game)
        throw invalid('game', `the ${kind.kind} puzzle is ${kind.game}`);
      // A puzzle-day is replayed under the game's current rules unless the client names others.
      const def = rulesFor(getGame(kind.game)!, input.rulesVersion);
      return { def, options: kind.options, seed: this.daily.seedFor(kind.kind, date) };
    }
    if (input.seed === undefined) throw invalid('seed', 'give seed, or dailyKind and date');
    if (input.game === undefined) throw invalid('game', 'game is required with seed');
    const current = getGame(input.game);
    if (!current) throw invalid('game', `unknown game "${input.game}"`);
    const def = rulesFor(current, input.rulesVersion);
    return { def, options: input.options ?? def.metadata.defaultOptions, seed: input.seed };
  }
}

/** The game's ruleset of that version (its current one when none is named); 400 for another. */
function rulesFor(current: AnyGameDefinition, rulesVersion: string | undefined): AnyGameDefinition {
  if (rulesVersion === undefined) return current;
  const released = rulesetsOf(current.id);
  const def = released.find((r) => r.rulesVersion === rulesVersion);
  if (def) return def;
  const known = released.map((r) => r.rulesVersion);
  const message = `unknown rules version "${rulesVersion}" for ${current.id}; known: ${known.join(', ')}`;
  throw new AppError('VALIDATION_FAILED', message, {
    fields: [{ path: 'rulesVersion', constraints: { verify: message } }],
    knownRulesVersions: known,
  });
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: [{ path, constraints: { verify: message } }] });
}
