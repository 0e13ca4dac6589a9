import { ObjectType } from '@nestjs/graphql';
import { ConnectionType } from '../common/graphql/connection';
import { GameDto } from './games.model';
import { HistoryEventDto } from './history.model';

@ObjectType('GameConnection', { description: 'A page of games, newest first.' })
export class GameConnection extends ConnectionType(GameDto, 'Game', { totalCount: 'Games matching the filter.' }) {}

@ObjectType('GameStreamEventConnection', { description: "A page of a game's event stream, in seq order." })
export class GameStreamEventConnection extends ConnectionType(HistoryEventDto, 'GameStreamEvent', {
  totalCount: 'Events in the whole stream you may see.',
}) {}
