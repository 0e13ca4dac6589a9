import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalIntParam, PageSizeParam } from '../../common/pagination';

export class BoardPageQuery {
  @PageSizeParam()
  first: number = 20;

  @ApiPropertyOptional({ description: 'endCursor of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  after?: string;
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
