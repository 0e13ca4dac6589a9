import { Args, Context, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import type { GraphQLContext } from '../auth/request-of';
import { Clock } from '../common/clock/clock';
import { AppError, notFound } from '../common/errors/app-error';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import { GameTypeIdEnum } from '../games/game-type-id.enum';
import { parseGameId } from '../games/game-id';
import { assertViewable } from '../games/visibility';
import { GamesRepository, seatOf } from '../persistence/games.repository';
import type { AuthenticatedPlayer } from '../players/players.service';
import { GameFeed } from './game-feed';
import type { GameUpdate } from './game-update';
import {
  DailyClosedDto,
  GameUpdateDto,
  LobbyChangeDto,
  MyTurnDto,
  PlayerNoticeDto,
  SeekMatchedDto,
} from './live.model';
import { LobbyFeed, type LobbyChange } from './lobby-feed';
import { PlayerFeed, type PlayerNotice } from './player-feed';
import { PushIterator } from './push-iterator';
import { StreamSlots, slotHolder } from './stream-slots';

/** Updates a subscription may have waiting for a slow reader before it completes (resubscribe with `after`). */
const SUBSCRIPTION_BUFFER = 256;

/**
 * GraphQL subscriptions over graphql-ws on /graphql: the same feeds as the SSE streams. The API key
 * comes in `connection_init` (`{authorization: "Bearer …"}`); without one you watch as a spectator.
 */
@Resolver()
export class LiveResolver {
  constructor(
    private readonly games: GamesRepository,
    private readonly feed: GameFeed,
    private readonly players: PlayerFeed,
    private readonly lobby: LobbyFeed,
    private readonly slots: StreamSlots,
    private readonly clock: Clock,
  ) {}

  @Subscription(() => GameUpdateDto, {
    description:
      'Every accepted version of a game as you may see it, oldest first; completes when the game is over. ' +
      '`after`: start after this version (-1: from GameCreated; default: the newest version only).',
    resolve: (update: GameUpdate) => update,
  })
  async gameUpdated(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('after', { type: () => Int, nullable: true }) after: number | null,
    @Context() context: GraphQLContext,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<AsyncIterableIterator<GameUpdate>> {
    const id = parseGameId(gameId);
    if (after !== null && after !== undefined && after < -1) {
      throw new AppError('INVALID_LAST_EVENT_ID', 'after must be a version (-1 or more).', { after });
    }
    const game = await this.games.find(id);
    if (!game) throw notFound('Game', { gameId: id });
    const seat = seatOf(game, player?.id);
    assertViewable(game, seat, this.clock.now());
    return this.open<GameUpdate>(context, player, (iterator) =>
      this.feed.watch(game.id, seat, after ?? Math.max(game.version - 1, -1), {
        deliver: (updates) => updates.forEach((u) => iterator.push(u)),
        end: () => iterator.end(),
      }),
    );
  }

  @Subscription(() => PlayerNoticeDto, {
    description:
      'Your feed, as GET /v1/players/me/stream: seekMatched, gameStarted, yourTurn, gameFinished, ratingChanged, rematchProposed, dailyOpened, dailyClosed.',
    resolve: (n: PlayerNotice) => n,
  })
  @Authenticated()
  async myNotices(
    @Context() context: GraphQLContext,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<AsyncIterableIterator<PlayerNotice>> {
    return this.followPlayer<PlayerNotice>(context, player, (n) => n);
  }

  @Subscription(() => MyTurnDto, { description: 'It is your turn in one of your games.', resolve: (t: MyTurnDto) => t })
  @Authenticated()
  async myTurn(
    @Context() context: GraphQLContext,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<AsyncIterableIterator<MyTurnDto>> {
    return this.followPlayer<MyTurnDto>(context, player, (n) =>
      n.type === 'yourTurn' ? { gameId: n.gameId, version: n.version, seat: n.seat } : undefined,
    );
  }

  @Subscription(() => SeekMatchedDto, {
    description: 'A seek of yours was seated (its game started): the game and your seat.',
    resolve: (m: SeekMatchedDto) => m,
  })
  @Authenticated()
  async seekMatched(
    @Context() context: GraphQLContext,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<AsyncIterableIterator<SeekMatchedDto>> {
    return this.followPlayer<SeekMatchedDto>(context, player, (n) =>
      n.type === 'seekMatched'
        ? { seekId: n.seekId, gameId: n.gameId, game: n.game, seat: n.seat, version: n.version }
        : undefined,
    );
  }

  @Subscription(() => DailyClosedDto, {
    description: "A daily puzzle's day closed (its seed revealed); only `kind` when given.",
    resolve: (d: DailyClosedDto) => d,
  })
  async dailyClosed(
    @Args('kind', { type: () => DailyKindIdEnum, nullable: true }) kind: string | null,
    @Context() context: GraphQLContext,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<AsyncIterableIterator<DailyClosedDto>> {
    return this.open<DailyClosedDto>(context, player, (iterator) =>
      this.players.followDaily((n) => {
        if (n.type === 'dailyClosed' && (!kind || n.kind === kind))
          iterator.push({ kind: n.kind, date: n.date, seed: n.seed });
      }),
    );
  }

  @Subscription(() => LobbyChangeDto, {
    description:
      'The open lobby as it changes (GET /v1/seeks/stream): seekOpened when a seek joins it, seekClosed when one leaves; only `game`’s when given. ' +
      'Read the seeks query once subscribed, then apply the changes by seek id; it completes when changes may have been missed (subscribe and read again). No API key needed.',
    resolve: (c: LobbyChangeDto) => c,
  })
  async lobbyChanged(
    @Args('game', { type: () => GameTypeIdEnum, nullable: true }) game: string | null,
    @Context() context: GraphQLContext,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<AsyncIterableIterator<LobbyChangeDto>> {
    let ready: Promise<void> = Promise.resolve();
    const iterator = await this.open<LobbyChangeDto>(context, player, (it) => {
      // Changes may have been missed: the subscription completes (resubscribe, then read seeks again).
      const follow = this.lobby.follow(
        game ?? null,
        (c) => it.push(lobbyChange(c)),
        () => it.end(),
      );
      ready = follow.ready;
      return follow.stop;
    });
    await readyOrClose(ready, iterator);
    return iterator;
  }

  /**
   * Opens a subscription: takes a stream slot for its holder, then `watch` starts feeding the
   * iterator and returns how to stop it; the iterator's end (the client's, or the feed's) stops
   * the watch and frees the slot.
   */
  private async open<T>(
    context: GraphQLContext,
    player: AuthenticatedPlayer | undefined,
    watch: (iterator: PushIterator<T>) => () => void,
  ): Promise<PushIterator<T>> {
    const free = await this.slots.take(slotHolder(player?.keyId, String(context.req?.ip)));
    let stop = (): void => undefined;
    const iterator = new PushIterator<T>(SUBSCRIPTION_BUFFER, () => {
      stop();
      free();
    });
    stop = watch(iterator);
    return iterator;
  }

  /** A subscription to the player's feed: `pick` gives what a notice pushes (undefined: nothing). */
  private async followPlayer<T>(
    context: GraphQLContext,
    player: AuthenticatedPlayer,
    pick: (n: PlayerNotice) => T | undefined,
  ): Promise<PushIterator<T>> {
    let ready: Promise<void> = Promise.resolve();
    const iterator = await this.open<T>(context, player, (it) => {
      const follow = this.players.follow(player.id, (n) => {
        const pushed = pick(n);
        if (pushed !== undefined) it.push(pushed);
      });
      ready = follow.ready;
      return follow.stop;
    });
    await readyOrClose(ready, iterator);
    return iterator;
  }
}

/** A lobby change as GraphQL's LobbyChange (every field but `seek` always set). */
function lobbyChange(c: LobbyChange): LobbyChangeDto {
  return c.type === 'seekOpened'
    ? { type: c.type, seek: c.seek, seekId: c.seek.id, game: c.seek.game, status: c.seek.status }
    : { type: c.type, seek: null, seekId: c.seekId, game: c.game, status: c.status };
}

/** Waits until appends are announced; on failure the subscription ends (its hold released) and errs. */
async function readyOrClose<T>(ready: Promise<void>, iterator: PushIterator<T>): Promise<void> {
  try {
    await ready;
  } catch (err) {
    await iterator.return();
    throw err;
  }
}
