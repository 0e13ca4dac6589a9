import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlayerNameDto } from './device-codes.model';
import { PlayersService } from './players.service';

/** Names in use; not under /v1/players/…, where a name would read like a player id. */
@ApiTags('players')
@Controller('v1/player-names')
export class PlayerNamesController {
  constructor(private readonly players: PlayersService) {}

  @Get(':name')
  @ApiOperation({
    summary:
      'How many players already go by a name (case-insensitive): a sign-up page warns before a name is taken twice.',
    description: 'Names need not be unique; this only counts. The name follows the sign-up rules (1-40 characters).',
  })
  @ApiOkResponse({ type: PlayerNameDto })
  get(@Param('name') name: string): Promise<PlayerNameDto> {
    return this.players.nameCount(name);
  }
}
