import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { RateLimited } from '../auth/rate-limit/rate-limit.guard';
import { RegisterPlayerInput } from './dto/register-player.input';
import { ApiKeyDto, IssuedApiKeyDto, PlayerDto, RegisteredPlayerDto } from './players.model';
import { PlayersService, type AuthenticatedPlayer } from './players.service';

@ApiTags('players')
@Controller('v1/players')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Post()
  @RateLimited('signup')
  @ApiOperation({ summary: 'Register a player and get their first API key (shown once).' })
  @ApiCreatedResponse({ type: RegisteredPlayerDto })
  register(@Body() input: RegisterPlayerInput): Promise<RegisteredPlayerDto> {
    return this.players.register(input.name);
  }

  @Get('me')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The player behind the API key.' })
  @ApiOkResponse({ type: PlayerDto })
  me(@CurrentPlayer() player: AuthenticatedPlayer): PlayerDto {
    return { id: player.id, name: player.name, createdAt: player.createdAt };
  }

  @Get('me/api-keys')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'List your API keys (ids and dates only).' })
  @ApiOkResponse({ type: [ApiKeyDto] })
  listKeys(@CurrentPlayer() player: AuthenticatedPlayer): Promise<ApiKeyDto[]> {
    return this.players.listKeys(player.id);
  }

  @Post('me/api-keys')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Issue an additional API key (e.g. one per device).' })
  @ApiCreatedResponse({ type: IssuedApiKeyDto })
  createKey(@CurrentPlayer() player: AuthenticatedPlayer): Promise<IssuedApiKeyDto> {
    return this.players.createKey(player.id);
  }

  @Post('me/api-keys/rotate')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Replace the key of this request with a new one; the old key stops working at once.' })
  @ApiCreatedResponse({ type: IssuedApiKeyDto })
  rotate(@CurrentPlayer() player: AuthenticatedPlayer): Promise<IssuedApiKeyDto> {
    return this.players.rotateKey(player);
  }

  @Delete('me/api-keys/:keyId')
  @HttpCode(204)
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke one of your keys; it fails at once.' })
  @ApiNoContentResponse()
  async revoke(@CurrentPlayer() player: AuthenticatedPlayer, @Param('keyId') keyId: string): Promise<void> {
    await this.players.revokeKey(player.id, keyId);
  }
}
