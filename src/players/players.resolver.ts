import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { RateLimited } from '../auth/rate-limit/rate-limit.guard';
import { RegisterPlayerInput } from './dto/register-player.input';
import { PlayerNameDto } from './device-codes.model';
import { ApiKeyDto, IssuedApiKeyDto, PlayerDto, RegisteredPlayerDto } from './players.model';
import { PlayersService, type AuthenticatedPlayer } from './players.service';

@Resolver(() => PlayerDto)
export class PlayersResolver {
  constructor(private readonly players: PlayersService) {}

  @Mutation(() => RegisteredPlayerDto, { description: 'Register a player; the API key is shown once.' })
  @RateLimited('signup')
  registerPlayer(@Args('input') input: RegisterPlayerInput): Promise<RegisteredPlayerDto> {
    return this.players.register(input.name);
  }

  @Query(() => PlayerDto, {
    nullable: true,
    description: 'The player behind the API key; null without one (an unknown or revoked key is UNAUTHENTICATED).',
  })
  me(@CurrentPlayer() player?: AuthenticatedPlayer): PlayerDto | null {
    return player ? { id: player.id, name: player.name, createdAt: player.createdAt } : null;
  }

  @Query(() => PlayerNameDto, {
    description: 'How many players already go by a name (case-insensitive); names need not be unique.',
  })
  playerName(@Args('name') name: string): Promise<PlayerNameDto> {
    return this.players.nameCount(name);
  }

  @Query(() => [ApiKeyDto], { description: 'Your API keys (ids and dates only).' })
  @Authenticated()
  myApiKeys(@CurrentPlayer() player: AuthenticatedPlayer): Promise<ApiKeyDto[]> {
    return this.players.listKeys(player.id);
  }

  @Mutation(() => IssuedApiKeyDto, { description: 'Issue an additional API key (e.g. one per device); shown once.' })
  @Authenticated()
  createApiKey(@CurrentPlayer() player: AuthenticatedPlayer): Promise<IssuedApiKeyDto> {
    return this.players.createKey(player.id);
  }

  @Mutation(() => IssuedApiKeyDto, { description: 'Replace the key of this request; the old one stops working.' })
  @Authenticated()
  rotateApiKey(@CurrentPlayer() player: AuthenticatedPlayer): Promise<IssuedApiKeyDto> {
    return this.players.rotateKey(player);
  }

  @Mutation(() => Boolean, { description: 'Revoke one of your keys; it fails at once.' })
  @Authenticated()
  async revokeApiKey(@CurrentPlayer() player: AuthenticatedPlayer, @Args('keyId') keyId: string): Promise<boolean> {
    await this.players.revokeKey(player.id, keyId);
    return true;
  }
}
