import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ConnectionArgs, toConnection, type Connection } from '../common/graphql/connection';
import { checkPageSize } from '../common/pagination';
import { AppError } from '../common/errors/app-error';
import { GameStreamEventConnection } from './games.connections';
import { GameHistoryDto, type HistoryEventDto } from './history.model';

/** An event's cursor is its seq (opaque to clients: only ever passed back as `after`). */
const cursorOf = (e: HistoryEventDto): string => String(e.seq);

function seqAfter(after: string | null | undefined): number {
  if (after === null || after === undefined) return -1;
  if (!/^\d{1,9}$/.test(after)) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not one this API returned.', {
      fields: [{ path: 'after', constraints: { isCursor: 'after must be a cursor from a previous page' } }],
    });
  }
  return Number(after);
}

/** `GameHistory.events` as a Relay connection over the stream the caller may see. */
@Resolver(() => GameHistoryDto)
export class GameHistoryResolver {
  @ResolveField('events', () => GameStreamEventConnection, {
    description: 'The events you may see, in seq order; `first` of them after the cursor `after`.',
  })
  events(@Parent() history: GameHistoryDto, @Args() page: ConnectionArgs): Connection<HistoryEventDto> {
    const first = checkPageSize(page.first);
    const after = seqAfter(page.after);
    const rest = history.events.filter((e) => e.seq > after);
    return toConnection(
      { items: rest.slice(0, first), hasNextPage: rest.length > first, totalCount: history.events.length },
      cursorOf,
      page.after ?? null,
    );
  }
}
