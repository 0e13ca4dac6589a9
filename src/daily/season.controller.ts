import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AppError } from '../common/errors/app-error';
import { DailyService } from './daily.service';
import { FIRST_CHAINED_SEASON } from './season-chain';
import { DailySeasonDto } from './season.model';

@ApiTags('daily')
@Controller('v1/daily/:kind/season')
export class SeasonController {
  constructor(private readonly daily: DailyService) {}

  @Get()
  @ApiOperation({
    summary: 'A season of the kind’s seeds, fixed in advance: its anchor, days and scheme (docs/fairness.md).',
    description:
      'Without year: today’s season, or the first chained season while today precedes it. Day i’s revealed seed hashed i times with sha256 must equal the anchor.',
  })
  @ApiQuery({
    name: 'year',
    required: false,
    description: 'A season (UTC calendar year), 2027 or later.',
    // A year, as GraphQL's `dailySeason(year: Int)` takes it: the route refuses anything but four digits.
    schema: { type: 'integer', minimum: FIRST_CHAINED_SEASON, maximum: 9999, example: FIRST_CHAINED_SEASON },
  })
  @ApiOkResponse({ type: DailySeasonDto })
  season(@Param('kind') kind: string, @Query('year') year?: string): DailySeasonDto {
    if (year !== undefined && !/^\d{4}$/.test(year)) {
      throw new AppError('VALIDATION_FAILED', 'year must be a four-digit year.', {
        fields: [{ path: 'year', constraints: { isYear: 'year must be YYYY' } }],
      });
    }
    return this.daily.season(kind, year === undefined ? undefined : Number(year));
  }
}
