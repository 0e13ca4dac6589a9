import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { games } from '../../engine';

/** GET /v1/seeks/stream's query: the live lobby of one game, or of all. */
export class LobbyStreamQuery {
  @ApiPropertyOptional({ enum: [...games.keys()], description: 'Only seeks for this game.' })
  @IsOptional()
  @IsIn([...games.keys()])
  game?: string;
}
