import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import {
  getBotPolicy,
  getGame,
  policyRef,
  replay,
  replayWithBots,
  rulesetsOf,
  type AnyGameDefinition,
  type SeatedMove,
} from '../engine';
import { Clock } from '../common/clock/clock';
import { AppError } from '../common/errors/app-error';
import { dailyRules } from '../daily/daily-rules';
import { DailyService } from '../daily/daily.service';
import { EventStore } from '../persistence/event-store';
import { GameStates } from '../persistence/game-states';
import { GamesRepository } from '../persistence/games.repository';
import type {
  GameCreatedPayload,
  GameFinishedPayload,
  GameStartedPayload,
  MoveMadePayload,
} from '../persistence/stream-events';
import { parseGameId } from '../games/game-id';
import { seedRevealed } from '../games/visibility';
import type { SeatInput } from '../games/dto/seat.input';
import type { VerifyScoreInput } from './dto/verify.input';
import type { StoredGameVerificationDto } from './stored-verification.model';
import { checkStoredSeed } from './stored-seed';
import type { VerificationDto } from './verify.model';
import { checkMix, checkSeed, ENTROPY_PATTERN, MIX_SCHEME } from '../verifier/seed-mix';

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
    const { def, options, seed, bots } = this.inputs(input);
    return this.run(def, options, seed, input.players, input.moves as SeatedMove[], input.claimedScores ?? null, bots);
  }

  /**
   * Re-verifies a stored finished game: checks its seed against the commitment in GameCreated (a
   * mixed game's derivation too, with the offline verifier's function), replays its events and
   * compares with the stored result.
   */
  async verifyStored(gameId: string): Promise<StoredGameVerificationDto> {
    const game = await this.repo.find(parseGameId(gameId));
    if (!game) throw new AppError('NOT_FOUND', 'Game was not found.', { gameId });
    if (game.status !== 'FINISHED') {
      throw new AppError('CONFLICT', 'Only finished games can be verified.', { reason: 'GAME_NOT_FINISHED' });
    }
    const def = this.states.definition(game);
    const stored = await this.events.load(game.id);
    const seedCheck = checkStoredSeed({
      ...game,
      created: (stored.find((e) => e.type === 'GameCreated')?.payload as unknown as GameCreatedPayload) ?? null,
      started: (stored.find((e) => e.type === 'GameStarted')?.payload as unknown as GameStartedPayload) ?? null,
    });
    const revealed = seedRevealed(game, this.clock.now());
    // Before the seed is out, only the code: a message could hint at it (a derivation names the seed).
    const seedMismatch =
      seedCheck && !seedCheck.ok
        ? { code: seedCheck.code, message: revealed ? seedCheck.message : 'the seed does not check' }
        : null;
    // Against bots, only the people's moves are replayed: the bots' are re-run from their policies.
    const moves = stored
      .filter((e) => e.type === 'MoveMade' && !(e.payload as unknown as MoveMadePayload).bot)
      .map((e) => ({ seat: e.seat as number, move: (e.payload as unknown as MoveMadePayload).move }));
    const result = game.result as GameFinishedPayload;
    const replayed = this.run(
      def,
      game.options,
      game.seed,
      game.playerCount,
      moves,
      result.scores.map((s) => s.total),
      game.bots,
    );
    const check = { ...replayed, valid: replayed.valid && seedMismatch === null };
    // jsonb does not keep key order, so compare values, not serialisations (as JSON: a -0 is stored as 0).
    const matchesStored = check.valid && isDeepStrictEqual(JSON.parse(JSON.stringify(check.scores)), result.scores);
    if (!revealed) {
      // Do not confirm or deny details that could hint at a hidden seed: the verdict only.
      return { ...check, firstInvalid: null, matchesStored, seedMismatch };
    }
    return { ...check, matchesStored, seedMismatch };
  }

  private run(
    def: AnyGameDefinition,
    options: unknown,
    seed: string,
    players: number,
    moves: SeatedMove[],
    claimed: number[] | null,
    bots: (string | null)[] | null = null,
  ): VerificationDto {
    const r = bots ? replayWithBots(def, options, seed, bots, moves) : replay(def, options, seed, players, moves);
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

  private inputs(input: VerifyScoreInput): {
    def: AnyGameDefinition;
    options: unknown;
    seed: string;
    bots: (string | null)[] | null;
  } {
    if (input.dailyKind !== undefined) {
      if (input.seed !== undefined) throw invalid('seed', 'give either seed or dailyKind and date, not both');
      if (input.serverSeed !== undefined) throw invalid('serverSeed', 'a daily puzzle has its own seed scheme');
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
      // A puzzle-day is replayed under the rules pinned for that day unless the client names others.
      const def =
        input.rulesVersion === undefined
          ? dailyRules(kind.game, date)
          : rulesFor(getGame(kind.game)!, input.rulesVersion);
      const pinned = kind.bots ? [null, ...kind.bots] : null;
      const bots = input.seats === undefined ? pinned : botSeats(def, input.seats, input.players);
      if (JSON.stringify(bots) !== JSON.stringify(pinned)) {
        throw invalid('seats', `the ${kind.kind} puzzle's seats are ${JSON.stringify(pinned)}`);
      }
      return { def, options: kind.options, seed: this.daily.seedFor(kind.kind, date), bots };
    }
    const seed = this.seedOf(input);
    if (input.game === undefined) throw invalid('game', 'game is required with seed');
    const current = getGame(input.game);
    if (!current) throw invalid('game', `unknown game "${input.game}"`);
    const def = rulesFor(current, input.rulesVersion);
    const bots = input.seats === undefined ? null : botSeats(def, input.seats, input.players);
    return { def, options: input.options ?? def.metadata.defaultOptions, seed, bots };
  }

  /**
   * The seed to replay: `seed`, or for a mixed game the mix-v1 derivation from `serverSeed` and
   * `entropies`; a `seedCommitment` is checked first (docs/fairness.md). Refuses before any replay.
   */
  private seedOf(input: VerifyScoreInput): string {
    if (input.serverSeed === undefined) {
      if (input.entropies !== undefined) throw invalid('entropies', 'entropies go with serverSeed (a mixed game)');
      if (input.seed === undefined) throw invalid('seed', 'give seed, serverSeed, or dailyKind and date');
      if (input.seedCommitment !== undefined) {
        const check = checkSeed({ seed: input.seed, seedCommitment: input.seedCommitment, mix: null });
        if (!check.ok) throw new AppError(check.code, check.message, {});
      }
      return input.seed;
    }
    const entropies = input.entropies ?? Array.from({ length: input.players }, () => null);
    if (entropies.length !== input.players) {
      throw invalid('entropies', `give one entropy (or null) per seat: ${input.players}`);
    }
    if (!entropies.every((e) => e === null || (typeof e === 'string' && ENTROPY_PATTERN.test(e)))) {
      throw invalid('entropies', 'each entropy is null or 1-128 characters of A-Z a-z 0-9 _ -');
    }
    const mix = checkMix(input.serverSeed, entropies, input.seedCommitment ?? null, input.seed ?? null);
    if (!mix.ok) throw new AppError(mix.code, mix.message, { seedScheme: MIX_SCHEME });
    return mix.seed;
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

/**
 * The pinned policy of each seat (null: a person) from `seats`; null when no seat is a bot. An
 * unknown policy is 400 UNKNOWN_BOT_POLICY, a seat list not as long as `players` VALIDATION_FAILED.
 */
function botSeats(def: AnyGameDefinition, seats: SeatInput[], players: number): (string | null)[] | null {
  if (seats.length !== players) throw invalid('seats', `seats lists ${seats.length} seats for ${players} players`);
  const refs = seats.map((s, seat) => {
    if ((s.player == null) === (s.bot == null))
      throw invalid(`seats.${seat}`, 'each seat has exactly one of player or bot');
    if (s.bot == null) return null;
    const policy = getBotPolicy(def.id, s.bot);
    if (!policy.ok) throw new AppError('UNKNOWN_BOT_POLICY', policy.error.message, { ...policy.error.details, seat });
    return policyRef(policy.value);
  });
  return refs.some((r) => r !== null) ? refs : null;
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: [{ path, constraints: { verify: message } }] });
}
