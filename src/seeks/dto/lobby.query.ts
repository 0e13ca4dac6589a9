import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { games } from '../../engine';
import { CursorParam, PageSizeParam } from '../../common/pagination';

export class LobbyQuery {
  @ApiPropertyOptional({ enum: [...games.keys()], description: 'Only seeks for this game.' })
  @IsOptional()
  @IsIn([...games.keys()])
  game?: string;

  @PageSizeParam()
  first: number = 20;

  @CursorParam('endCursor of the previous page.')
  after?: string;
}
