import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { JSONScalar } from '../common/graphql/json.scalar';
import type { GameSchemaDocument } from '../engine/schemas';
import { GameSchemasService } from './game-schemas.service';
import { GameTypeDto } from './games.model';

/** Fields of `GameType` that REST serves on their own routes. */
@Resolver(() => GameTypeDto)
export class GameTypesResolver {
  constructor(private readonly gameSchemas: GameSchemasService) {}

  @ResolveField('schemas', () => JSONScalar, {
    description:
      "JSON Schemas (draft 2020-12) of the game's moves, views, events, result and state, as GET /v1/game-types/{id}/schemas: `move`, `view`, `event`, `result` and `state` are `$ref`s into `$defs`.",
  })
  schemas(@Parent() type: GameTypeDto): GameSchemaDocument {
    return this.gameSchemas.get(type.id).document;
  }
}
