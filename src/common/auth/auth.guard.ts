import { SetMetadata, createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PlayersService, type AuthenticatedPlayer } from '../../players/players.service';
import { AppError } from '../errors/app-error';
import { requestOf } from './request-of';

const AUTH_REQUIRED = 'crier:auth-required';

/** The route needs `Authorization: Bearer <apiKey>`; without it: 401 UNAUTHENTICATED. */
export const Authenticated = (): MethodDecorator & ClassDecorator => SetMetadata(AUTH_REQUIRED, true);

/**
 * Global guard: a bearer key, when present, must be valid (401 otherwise) and identifies the
 * player on the request; routes marked @Authenticated() also require one.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly players: PlayersService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    if (!request) return true;
    const header = request.headers?.authorization;
    if (header !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match) throw new AppError('UNAUTHENTICATED', 'Send the API key as `Authorization: Bearer <apiKey>`.');
      request.player = await this.players.authenticate(match[1] as string);
    }
    const required = this.reflector.getAllAndOverride<boolean>(AUTH_REQUIRED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (required && !request.player) {
      throw new AppError('UNAUTHENTICATED', 'This operation needs `Authorization: Bearer <apiKey>`.');
    }
    return true;
  }
}

/** The authenticated player (on @Authenticated routes), or undefined on optional ones. */
export const CurrentPlayer = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedPlayer | undefined => requestOf(context).player,
);
