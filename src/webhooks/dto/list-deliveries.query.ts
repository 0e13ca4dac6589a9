import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageSizeParam } from '../../common/pagination';

export class ListDeliveriesQuery {
  @PageSizeParam()
  first: number = 20;

  @ApiPropertyOptional({ description: 'The `endCursor` of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  after?: string;
}
