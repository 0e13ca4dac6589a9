import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CursorParam, PageSizeParam } from '../../common/pagination';
import { BoardPageQuery } from '../../leaderboard/dto/board.query';

const PROVISIONAL_PARAM =
  'false (default): the established players’ board; true: the provisional players’ (sigma 6.5 or more), ranked among themselves.';

export class RatingBoardQuery extends BoardPageQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false', description: PROVISIONAL_PARAM })
  @IsOptional()
  @IsIn(['true', 'false'])
  provisional?: 'true' | 'false';
}

export class RatingFriendsQuery {
  @ApiPropertyOptional({ description: '1 to 100 player ids (UUIDs), comma-separated; otherwise 400.' })
  @IsString()
  @MaxLength(3800)
  ids!: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false', description: PROVISIONAL_PARAM })
  @IsOptional()
  @IsIn(['true', 'false'])
  provisional?: 'true' | 'false';
}

export class RatingHistoryQuery {
  @PageSizeParam()
  first: number = 20;

  @CursorParam('endCursor of the previous page: older changes only.')
  before?: string;
}
