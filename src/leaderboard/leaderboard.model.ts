import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import type { EntryStatus } from './leaderboard.repository';
import { ContractField } from '../common/contract-field';
import {
  BoardItemsField,
  BoardKindField,
  BoardSizeField,
  FriendsEndCursorField,
  FriendsHasNextPageField,
} from './board-page.fields';

export const ENTRY_STATUSES = ['VERIFIED', 'VOIDED'] as const;
export const EntryStatusEnum = { VERIFIED: 'VERIFIED', VOIDED: 'VOIDED' } as const;
const ENTRY_STATUS_DESCRIPTION =
  'VERIFIED: written by a ranked finish — the server refereed every move and computed the score from them ' +
  '(or restored by `npm run ranked:verify -- --restore` after its game re-verified). ' +
  'VOIDED: a later re-verification (`npm run ranked:verify -- --void`) found its game’s seed not matching its ' +
  'commitment, or replayed the game under its rules version and did not reproduce the score; the entry stays ' +
  'readable with `voidReason` but no longer ranks.';
registerEnumType(EntryStatusEnum, { name: 'EntryStatus', description: ENTRY_STATUS_DESCRIPTION });

/** An entry's status as both contracts show it; `description` says what it means where it stands. */
const EntryStatusField = (description: string): PropertyDecorator =>
  ContractField(() => EntryStatusEnum, { enum: ENTRY_STATUSES, example: 'VERIFIED', description });

const TIE_BREAK =
  "The rulebook's tie-break between equal scores, higher first (Orléans: development step); 0 for games without one. Equal (score, tieBreak) share a rank.";

@ObjectType('LeaderboardEntry', { description: 'A ranked daily result; equal scores share a rank (1, 2, 2, 4).' })
export class LeaderboardEntryDto {
  @ContractField(() => Int, {
    type: Number,
    example: 1,
    nullable: true,
    description: 'Null when the entry is VOIDED: it no longer ranks.',
  })
  rank!: number | null;

  @ContractField(() => ID, { description: 'The player id.', format: 'uuid' })
  playerId!: string;

  @ContractField({ description: "The player's display name.", example: 'Valentin' })
  playerName!: string;

  @ContractField(() => Int, {
    description: 'Computed by the server from the game; never submitted by a client.',
    example: 54,
  })
  score!: number;

  @ContractField(() => Int, { example: 0, description: TIE_BREAK })
  tieBreak!: number;

  @ContractField(() => GraphQLISODateTime, { description: 'Orders equal scores: earlier first.' })
  finishedAt!: Date;

  @ContractField(() => ID, { description: 'The game that scored it (replayable once the day closes).', format: 'uuid' })
  gameId!: string;

  @EntryStatusField(ENTRY_STATUS_DESCRIPTION)
  status!: EntryStatus;

  @ContractField(() => String, {
    type: String,
    nullable: true,
    example: null,
    description:
      'Why the entry was voided, e.g. "RULES_MISMATCH: replay under troyes-dice@2 gives 41, recorded 44" or "SEED_DERIVATION_MISMATCH: …"; null when VERIFIED.',
  })
  voidReason!: string | null;

  @ContractField(() => GraphQLISODateTime, {
    type: Date,
    nullable: true,
    example: null,
    description: 'When the entry was voided; null when VERIFIED.',
  })
  voidedAt!: Date | null;
}

@ObjectType('LeaderboardPage')
export class LeaderboardPageDto {
  @ContractField(() => DailyKindIdEnum, { description: 'The daily kind the board ranks.', example: 'troyes-dice' })
  kind!: string;

  @ContractField({ description: 'The puzzle-day, YYYY-MM-DD (UTC).', example: '2026-11-22' })
  date!: string;

  @ContractField(() => [LeaderboardEntryDto], {
    description:
      "Entries in board order, each with its rank on the whole board; with status=VOIDED, the day's voided entries (rank null).",
    type: [LeaderboardEntryDto],
  })
  items!: LeaderboardEntryDto[];

  @ContractField(() => Int, { description: 'Entries on the whole board.' })
  totalCount!: number;

  @ContractField(() => String, {
    description: 'Pass as `after` for the next page (stable while scores arrive).',
    type: String,
    nullable: true,
  })
  endCursor!: string | null;

  @FriendsHasNextPageField()
  hasNextPage!: boolean;
}

@ObjectType('MyRank')
export class MyRankDto {
  @ContractField(() => LeaderboardEntryDto, {
    description: 'Null when you have no ranked result that day.',
    type: LeaderboardEntryDto,
    nullable: true,
  })
  entry!: LeaderboardEntryDto | null;

  @ContractField(() => Int, { description: "Ranked entries on the day's whole board (voided ones not counted)." })
  totalCount!: number;

  @ContractField(() => [LeaderboardEntryDto], {
    description: 'Up to n entries above and below yours (aroundMe).',
    type: [LeaderboardEntryDto],
  })
  around!: LeaderboardEntryDto[];
}

@ObjectType('AllTimeEntry', {
  description: "A player's best ranked daily score of a kind, with games played and average.",
})
export class AllTimeEntryDto {
  @ContractField(() => Int, {
    description: '1-based rank by best score, then best tie-break; equal ones share a rank (1, 2, 2, 4).',
  })
  rank!: number;

  @ContractField(() => ID, { description: 'The player id.', format: 'uuid' })
  playerId!: string;

  @ContractField({ description: "The player's display name." })
  playerName!: string;

  @ContractField(() => Int, { description: "The player's highest verified daily score of this kind." })
  bestScore!: number;

  @ContractField(() => Int, { description: "The best game's tie-break (see LeaderboardEntry.tieBreak)." })
  bestTieBreak!: number;

  @ContractField(() => ID, { description: 'The game that scored the best score.', format: 'uuid' })
  bestGameId!: string;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When that game finished; orders equal bests: earlier first.',
  })
  bestAt!: Date;

  @ContractField(() => Int, { description: 'Ranked games played.' })
  games!: number;

  @ContractField(() => Float, {
    description: "The mean of the player's verified daily scores of this kind, to 2 decimals.",
  })
  averageScore!: number;

  @EntryStatusField(
    'Always VERIFIED: best, games and average are made of verified entries only (a voided one leaves them).',
  )
  status!: EntryStatus;
}

@ObjectType('AllTimePage', {
  description: 'The all-time board, or the part of it a friends list names (allTimeLeaderboardOfPlayers).',
})
export class AllTimePageDto {
  @BoardKindField()
  kind!: string;

  @BoardItemsField(AllTimeEntryDto)
  items!: AllTimeEntryDto[];

  @BoardSizeField()
  totalCount!: number;

  @FriendsEndCursorField()
  endCursor!: string | null;

  @FriendsHasNextPageField()
  hasNextPage!: boolean;
}

@ObjectType('HistoryEntry', { description: 'One of your daily results.' })
export class PlayerHistoryEntryDto extends LeaderboardEntryDto {
  @ContractField(() => DailyKindIdEnum, { description: 'The daily kind.' })
  kind!: string;

  @ContractField({ description: 'The puzzle-day, YYYY-MM-DD (UTC).', example: '2026-11-22' })
  date!: string;
}

@ObjectType('PeriodEntry', {
  description:
    "A player's total over a week or month: the sum of their ranked daily scores (and tie-breaks) of the period's days.",
})
export class PeriodEntryDto {
  @ContractField(() => Int, { description: 'Equal (score, tieBreak) share a rank (1, 2, 2, 4).', example: 1 })
  rank!: number;

  @ContractField(() => ID, { description: 'The player id.', format: 'uuid' })
  playerId!: string;

  @ContractField({ description: "The player's display name.", example: 'Valentin' })
  playerName!: string;

  @ContractField(() => Int, { example: 312, description: "The sum of the player's ranked daily scores in the period." })
  score!: number;

  @ContractField(() => Int, {
    example: 0,
    description: 'The sum of those days’ tie-breaks (see LeaderboardEntry.tieBreak).',
  })
  tieBreak!: number;

  @ContractField(() => Int, { example: 6, description: 'Ranked daily results counted (days played).' })
  days!: number;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When the total was last raised; orders equal totals: earlier first.',
  })
  reachedAt!: Date;
}

@ObjectType('PeriodPage', {
  description:
    'A weekly or monthly board, or the part of it a friends list names (weeklyLeaderboardOfPlayers, monthlyLeaderboardOfPlayers).',
})
export class PeriodPageDto {
  @BoardKindField()
  kind!: string;

  @Field({ description: "The period: an ISO week ('2026-W48') or a month ('2026-11'), UTC." })
  @ApiProperty({ example: '2026-W48', description: "An ISO week ('2026-W48') or a month ('2026-11'), UTC." })
  period!: string;

  @ContractField({ example: '2026-11-23', description: 'Its first day, YYYY-MM-DD.' })
  from!: string;

  @ContractField({ example: '2026-11-29', description: 'Its last day, YYYY-MM-DD.' })
  to!: string;

  @BoardItemsField(PeriodEntryDto)
  items!: PeriodEntryDto[];

  @BoardSizeField()
  totalCount!: number;

  @FriendsEndCursorField()
  endCursor!: string | null;

  @FriendsHasNextPageField()
  hasNextPage!: boolean;
}
