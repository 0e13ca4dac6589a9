import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class BoardPageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  first: number = 20;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(300)
  after?: string;
}

export class AroundQuery {
  @ApiPropertyOptional({ minimum: 0, maximum: 50, default: 0, description: 'Entries above and below yours.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(50)
  around: number = 0;
}

export class HistoryQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  first: number = 20;

  @ApiPropertyOptional({ description: 'Only days before this one (YYYY-MM-DD): the last date of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  before?: string;
}
