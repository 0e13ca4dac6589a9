import type { ErrorCode } from '../common/errors/error-codes';
import { CONFLICT_REASONS, REJECTION_CODES } from '../play/rejections';

/**
 * Every REST operation as the OpenAPI document names it: an operationId that reads like an SDK
 * method and matches the GraphQL field where there is one (`createGame`, `submitMove`), and the
 * error codes particular to the route. Codes any route can answer (a malformed request, a wrong
 * key, the rate limit, a database fault, a bug) are added to all by problem-responses.ts.
 * A route missing here fails the document build, so a new route is named on purpose.
 */
export interface OperationSpec {
  operationId: string;
  /** Codes this route answers beyond the common ones. */
  codes: ErrorCode[];
  /** `Authorization` is read but never required, and the route does not use it: no security. */
  noAuth?: true;
  /** A game command's route: its 409 CONFLICT `reason` is one of these (src/play/rejections.ts). */
  conflictReasons?: readonly string[];
}

export const OPERATIONS: Record<string, OperationSpec> = {
  'HealthController.get': { operationId: 'getHealth', codes: [], noAuth: true },

  'PlayersController.register': { operationId: 'registerPlayer', codes: ['VALIDATION_FAILED'] },
  'PlayersController.me': { operationId: 'getMe', codes: [] },
  'PlayersController.listKeys': { operationId: 'listMyApiKeys', codes: [] },
  'PlayersController.createKey': { operationId: 'createApiKey', codes: [] },
  'PlayersController.rotate': { operationId: 'rotateApiKey', codes: [] },
  'PlayersController.revoke': { operationId: 'revokeApiKey', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },
  'PlayerNamesController.get': { operationId: 'getPlayerName', codes: ['VALIDATION_FAILED'] },
  'DeviceCodesController.create': { operationId: 'createDeviceCode', codes: [] },
  'DeviceCodesController.redeem': {
    operationId: 'redeemDeviceCode',
    codes: ['VALIDATION_FAILED', 'INVALID_DEVICE_CODE'],
  },

  'GamesController.gameTypes': { operationId: 'listGameTypes', codes: [] },
  'GamesController.gameSchemas': { operationId: 'getGameSchemas', codes: ['NOT_FOUND'] },
  'GamesController.create': {
    operationId: 'createGame',
    codes: ['VALIDATION_FAILED', 'INVALID_GAME_OPTIONS', 'UNKNOWN_BOT_POLICY', 'INVALID_SEATS', 'INVALID_RATED_GAME'],
  },
  'GamesController.list': { operationId: 'listGames', codes: ['VALIDATION_FAILED'] },
  'GamesController.join': {
    operationId: 'joinGame',
    codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'VALIDATION_FAILED'],
  },
  'GamesController.get': { operationId: 'getGame', codes: ['NOT_FOUND', 'FORBIDDEN'] },
  'HistoryController.events': { operationId: 'getGameEvents', codes: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED'] },
  'HistoryController.state': {
    operationId: 'getGameState',
    codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'VALIDATION_FAILED'],
  },
  'LiveController.gameStream': {
    operationId: 'gameUpdated',
    codes: ['NOT_FOUND', 'FORBIDDEN', 'INVALID_LAST_EVENT_ID', 'TOO_MANY_STREAMS'],
  },
  'LiveController.playerStream': { operationId: 'myNotices', codes: ['TOO_MANY_STREAMS'] },
  'LiveController.lobbyStream': { operationId: 'lobbyChanged', codes: ['VALIDATION_FAILED', 'TOO_MANY_STREAMS'] },
  'SheetSvgController.sheet': {
    operationId: 'getPlayerSheetSvg',
    codes: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED'],
  },
  'SheetSvgController.board': {
    operationId: 'getGameBoardSvg',
    codes: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED'],
  },
  // Game commands (src/play): the closed list of refusals, generated.
  'ResignController.resign': {
    operationId: 'resign',
    codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'VERSION_CONFLICT'],
    conflictReasons: CONFLICT_REASONS,
  },
  'RematchController.accept': { operationId: 'rematch', codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] },
  'RematchController.get': { operationId: 'getGameRematch', codes: ['NOT_FOUND'] },
  'MovesController.legalMoves': { operationId: 'getLegalMoves', codes: ['NOT_FOUND', 'FORBIDDEN'] },
  'MovesController.submit': {
    operationId: 'submitMove',
    codes: ['VALIDATION_FAILED', ...REJECTION_CODES],
    conflictReasons: CONFLICT_REASONS,
  },

  'RatingsController.board': { operationId: 'getRatingBoard', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },
  'RatingsController.friends': {
    operationId: 'getRatingBoardOfPlayers',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },
  'RatingsController.me': { operationId: 'getMyRating', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },
  'RatingsController.history': { operationId: 'getRatingHistory', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },

  'SeeksController.create': {
    operationId: 'createSeek',
    codes: ['VALIDATION_FAILED', 'INVALID_SEEK', 'ALREADY_SEEKING'],
  },
  'SeeksController.lobby': { operationId: 'listSeeks', codes: ['VALIDATION_FAILED'] },
  'SeeksController.get': { operationId: 'getSeek', codes: ['NOT_FOUND'] },
  'SeeksController.cancel': { operationId: 'deleteSeek', codes: ['NOT_FOUND', 'CONFLICT'] },

  'DailyController.kinds': { operationId: 'listDailyKinds', codes: [] },
  'DailyController.today': { operationId: 'getDailyPuzzle', codes: ['NOT_FOUND'] },
  'DailyController.day': { operationId: 'getDailyPuzzleOfDay', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },
  'SeasonController.season': { operationId: 'getDailySeason', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },
  'DailyController.attempt': { operationId: 'startDailyAttempt', codes: ['NOT_FOUND', 'CONFLICT'] },
  'DailyController.practice': {
    operationId: 'startDailyPractice',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT'],
  },

  'LeaderboardController.daily': { operationId: 'getLeaderboard', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },
  'LeaderboardController.friends': {
    operationId: 'getLeaderboardOfPlayers',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },
  'LeaderboardController.me': { operationId: 'getMyRank', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },
  'LeaderboardController.allTime': {
    operationId: 'getAllTimeLeaderboard',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },
  'LeaderboardController.weekly': {
    operationId: 'getWeeklyLeaderboard',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },
  'LeaderboardController.monthly': {
    operationId: 'getMonthlyLeaderboard',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },
  'LeaderboardController.weeklyFriends': {
    operationId: 'getWeeklyLeaderboardOfPlayers',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },
  'LeaderboardController.monthlyFriends': {
    operationId: 'getMonthlyLeaderboardOfPlayers',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },
  'LeaderboardController.allTimeFriends': {
    operationId: 'getAllTimeLeaderboardOfPlayers',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },
  'LeaderboardController.history': { operationId: 'getPlayerHistory', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },

  'AchievementsController.definitions': {
    operationId: 'listAchievementDefinitions',
    codes: ['VALIDATION_FAILED'],
  },
  'AchievementsController.forPlayer': { operationId: 'getAchievements', codes: ['NOT_FOUND', 'VALIDATION_FAILED'] },

  'WebhooksController.create': {
    operationId: 'createWebhook',
    codes: ['VALIDATION_FAILED', 'INVALID_WEBHOOK_URL', 'WEBHOOK_URL_NOT_PUBLIC', 'CONFLICT'],
  },
  'WebhooksController.list': { operationId: 'listMyWebhooks', codes: [] },
  'WebhooksController.delete': { operationId: 'deleteWebhook', codes: ['NOT_FOUND'] },
  'WebhooksController.deliveries': {
    operationId: 'listWebhookDeliveries',
    codes: ['NOT_FOUND', 'VALIDATION_FAILED'],
  },

  'VerifyController.verify': {
    operationId: 'verifyScore',
    codes: [
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'SEED_NOT_REVEALED',
      'INVALID_GAME_OPTIONS',
      'UNKNOWN_BOT_POLICY',
      'SEED_COMMITMENT_MISMATCH',
      'SEED_DERIVATION_MISMATCH',
    ],
  },
  'VerifyController.verifyStored': { operationId: 'verifyGame', codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] },
  'GameExportController.export': { operationId: 'getGameExport', codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] },
};

/** The operationId of `Controller.method` (Swagger's operationIdFactory); throws for an unlisted route. */
export function operationIdOf(controllerKey: string, methodKey: string): string {
  const spec = OPERATIONS[`${controllerKey}.${methodKey}`];
  if (!spec) throw new Error(`Route ${controllerKey}.${methodKey} has no entry in src/openapi/operations.ts`);
  return spec.operationId;
}

/** The spec of an operationId. */
export function operationSpec(operationId: string): OperationSpec | undefined {
  return Object.values(OPERATIONS).find((spec) => spec.operationId === operationId);
}
