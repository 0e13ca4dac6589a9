import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { PageStart } from '../board-page';
import { MAX_RANK } from '../leaderboard.service';
import { CursorParam, OptionalIntParam, PageSizeParam } from '../../common/pagination';

export class BoardPageQuery {
  @PageSizeParam()
  first: number = 20;

  @CursorParam('endCursor of the previous page.')
  after?: string;

  @ApiPropertyOptional({
    minimum: 1,
    description:
      'Jump to rank: the page starting at the N-th entry in board order (1 = the top); its rank is N unless it shares the score of the entries just above. Not with `after`.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_RANK)
  rank?: number;
}

/** Where the page a board query asks for starts: after its cursor, at its rank, or at the top. */
export const pageStart = (q: BoardPageQuery): PageStart => ({ after: q.after ?? null, rank: q.rank ?? null });

export class DailyBoardQuery extends BoardPageQuery {
  @ApiPropertyOptional({
    enum: ['VERIFIED', 'VOIDED'],
    default: 'VERIFIED',
    description:
      'VERIFIED (default): the ranked board. VOIDED: the day’s voided entries (rank null, with their reason), in board order; totalCount counts them.',
  })
  @IsOptional()
  @IsIn(['VERIFIED', 'VOIDED'])
  status?: 'VERIFIED' | 'VOIDED';
}

export class AroundQuery {
  @OptionalIntParam(0, 50, 0, 'Entries above and below yours.')
  around: number = 0;
}

export class HistoryQuery {
  @PageSizeParam()
  first: number = 20;

  @ApiPropertyOptional({ description: 'Only days before this one (YYYY-MM-DD): the last date of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  before?: string;
}
