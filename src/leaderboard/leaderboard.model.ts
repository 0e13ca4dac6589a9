import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import type { EntryStatus } from './leaderboard.repository';

export const ENTRY_STATUSES = ['VERIFIED', 'VOIDED'] as const;
export const EntryStatusEnum = { VERIFIED: 'VERIFIED', VOIDED: 'VOIDED' } as const;
const ENTRY_STATUS_DESCRIPTION =
  'VERIFIED: written by a ranked finish — the server refereed every move and computed the score from them ' +
  '(or restored by `npm run ranked:verify -- --restore` after its game re-verified). ' +
  'VOIDED: a later re-verification (`npm run ranked:verify -- --void`) found its game’s seed not matching its ' +
  'commitment, or replayed the game under its rules version and did not reproduce the score; the entry stays ' +
  'readable with `voidReason` but no longer ranks.';
registerEnumType(EntryStatusEnum, { name: 'EntryStatus', description: ENTRY_STATUS_DESCRIPTION });

const TIE_BREAK =
  "The rulebook's tie-break between equal scores, higher first (Orléans: development step); 0 for games without one. Equal (score, tieBreak) share a rank.";

@ObjectType('LeaderboardEntry', { description: 'A ranked daily result; equal scores share a rank (1, 2, 2, 4).' })
export class LeaderboardEntryDto {
  @Field(() => Int, { nullable: true, description: 'Null when the entry is VOIDED: it no longer ranks.' })
  @ApiProperty({
    type: Number,
    example: 1,
    nullable: true,
    description: 'Null when the entry is VOIDED: it no longer ranks.',
  })
  rank!: number | null;

  @Field(() => ID, { description: 'The player id.' })
  @ApiProperty({ description: 'The player id.', format: 'uuid' })
  playerId!: string;

  @Field({ description: "The player's display name." })
  @ApiProperty({ description: "The player's display name.", example: 'Valentin' })
  playerName!: string;

  @Field(() => Int, { description: 'Computed by the server from the game; never submitted by a client.' })
  @ApiProperty({ description: 'Computed by the server from the game; never submitted by a client.', example: 54 })
  score!: number;

  @Field(() => Int, { description: TIE_BREAK })
  @ApiProperty({ example: 0, description: TIE_BREAK })
  tieBreak!: number;

  @Field(() => GraphQLISODateTime, { description: 'Orders equal scores: earlier first.' })
  @ApiProperty({ description: 'Orders equal scores: earlier first.' })
  finishedAt!: Date;

  @Field(() => ID, { description: 'The game that scored it (replayable once the day closes).' })
  @ApiProperty({ description: 'The game that scored it (replayable once the day closes).', format: 'uuid' })
  gameId!: string;

  @Field(() => EntryStatusEnum, { description: ENTRY_STATUS_DESCRIPTION })
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'VERIFIED', description: ENTRY_STATUS_DESCRIPTION })
  status!: EntryStatus;

  @Field(() => String, {
    nullable: true,
    description:
      'Why the entry was voided, e.g. "RULES_MISMATCH: replay under troyes-dice@2 gives 41, recorded 44" or "SEED_DERIVATION_MISMATCH: …"; null when VERIFIED.',
  })
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'Why the entry was voided, e.g. "RULES_MISMATCH: replay under troyes-dice@2 gives 41, recorded 44" or "SEED_DERIVATION_MISMATCH: …"; null when VERIFIED.',
  })
  voidReason!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the entry was voided; null when VERIFIED.' })
  @ApiProperty({
    type: Date,
    nullable: true,
    example: null,
    description: 'When the entry was voided; null when VERIFIED.',
  })
  voidedAt!: Date | null;
}

@ObjectType('LeaderboardPage')
export class LeaderboardPageDto {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind the board ranks.' })
  @ApiProperty({ description: 'The daily kind the board ranks.', example: 'troyes-dice' })
  kind!: string;

  @Field({ description: 'The puzzle-day, YYYY-MM-DD (UTC).' })
  @ApiProperty({ description: 'The puzzle-day, YYYY-MM-DD (UTC).', example: '2026-11-22' })
  date!: string;

  @Field(() => [LeaderboardEntryDto], {
    description:
      "Entries in board order, each with its rank on the whole board; with status=VOIDED, the day's voided entries (rank null).",
  })
  @ApiProperty({
    description:
      "Entries in board order, each with its rank on the whole board; with status=VOIDED, the day's voided entries (rank null).",
    type: [LeaderboardEntryDto],
  })
  items!: LeaderboardEntryDto[];

  @Field(() => Int, { description: 'Entries on the whole board.' })
  @ApiProperty({ description: 'Entries on the whole board.' })
  totalCount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page (stable while scores arrive).',
  })
  @ApiProperty({
    description: 'Pass as `after` for the next page (stable while scores arrive).',
    type: String,
    nullable: true,
  })
  endCursor!: string | null;

  @Field({ description: 'Whether a next page exists; always false in a friends view.' })
  @ApiProperty({ description: 'Whether a next page exists; always false in a friends view.' })
  hasNextPage!: boolean;
}

@ObjectType('MyRank')
export class MyRankDto {
  @Field(() => LeaderboardEntryDto, { nullable: true, description: 'Null when you have no ranked result that day.' })
  @ApiProperty({
    description: 'Null when you have no ranked result that day.',
    type: LeaderboardEntryDto,
    nullable: true,
  })
  entry!: LeaderboardEntryDto | null;

  @Field(() => Int, { description: "Ranked entries on the day's whole board (voided ones not counted)." })
  @ApiProperty({ description: "Ranked entries on the day's whole board (voided ones not counted)." })
  totalCount!: number;

  @Field(() => [LeaderboardEntryDto], { description: 'Up to n entries above and below yours (aroundMe).' })
  @ApiProperty({ description: 'Up to n entries above and below yours (aroundMe).', type: [LeaderboardEntryDto] })
  around!: LeaderboardEntryDto[];
}

@ObjectType('AllTimeEntry', {
  description: "A player's best ranked daily score of a kind, with games played and average.",
})
export class AllTimeEntryDto {
  @Field(() => Int, {
    description: '1-based rank by best score, then best tie-break; equal ones share a rank (1, 2, 2, 4).',
  })
  @ApiProperty({
    description: '1-based rank by best score, then best tie-break; equal ones share a rank (1, 2, 2, 4).',
  })
  rank!: number;

  @Field(() => ID, { description: 'The player id.' })
  @ApiProperty({ description: 'The player id.', format: 'uuid' })
  playerId!: string;

  @Field({ description: "The player's display name." })
  @ApiProperty({ description: "The player's display name." })
  playerName!: string;

  @Field(() => Int, { description: "The player's highest verified daily score of this kind." })
  @ApiProperty({ description: "The player's highest verified daily score of this kind." })
  bestScore!: number;

  @Field(() => Int, { description: "The best game's tie-break (see LeaderboardEntry.tieBreak)." })
  @ApiProperty({ description: "The best game's tie-break (see LeaderboardEntry.tieBreak)." })
  bestTieBreak!: number;

  @Field(() => ID, { description: 'The game that scored the best score.' })
  @ApiProperty({ description: 'The game that scored the best score.', format: 'uuid' })
  bestGameId!: string;

  @Field(() => GraphQLISODateTime, { description: 'When that game finished; orders equal bests: earlier first.' })
  @ApiProperty({ description: 'When that game finished; orders equal bests: earlier first.' })
  bestAt!: Date;

  @Field(() => Int, { description: 'Ranked games played.' })
  @ApiProperty({ description: 'Ranked games played.' })
  games!: number;

  @Field(() => Float, { description: "The mean of the player's verified daily scores of this kind, to 2 decimals." })
  @ApiProperty({ description: "The mean of the player's verified daily scores of this kind, to 2 decimals." })
  averageScore!: number;

  @Field(() => EntryStatusEnum, {
    description:
      'Always VERIFIED: best, games and average are made of verified entries only (a voided one leaves them).',
  })
  @ApiProperty({
    enum: ENTRY_STATUSES,
    example: 'VERIFIED',
    description:
      'Always VERIFIED: best, games and average are made of verified entries only (a voided one leaves them).',
  })
  status!: EntryStatus;
}

@ObjectType('AllTimePage', {
  description: 'The all-time board, or the part of it a friends list names (allTimeLeaderboardOfPlayers).',
})
export class AllTimePageDto {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind the board ranks.' })
  @ApiProperty({ example: 'troyes-dice', description: 'The daily kind the board ranks.' })
  kind!: string;

  @Field(() => [AllTimeEntryDto], { description: 'Entries in board order, each with its rank on the whole board.' })
  @ApiProperty({
    type: [AllTimeEntryDto],
    description: 'Entries in board order, each with its rank on the whole board.',
  })
  items!: AllTimeEntryDto[];

  @Field(() => Int, { description: 'Players on the whole board.' })
  @ApiProperty({ description: 'Players on the whole board.' })
  totalCount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last page and in a friends view.',
  })
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last page and in a friends view.',
  })
  endCursor!: string | null;

  @Field({ description: 'Whether a next page exists; always false in a friends view.' })
  @ApiProperty({ description: 'Whether a next page exists; always false in a friends view.' })
  hasNextPage!: boolean;
}

@ObjectType('HistoryEntry', { description: 'One of your daily results.' })
export class PlayerHistoryEntryDto extends LeaderboardEntryDto {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind.' })
  @ApiProperty({ description: 'The daily kind.' })
  kind!: string;

  @Field({ description: 'The puzzle-day, YYYY-MM-DD (UTC).' })
  @ApiProperty({ description: 'The puzzle-day, YYYY-MM-DD (UTC).', example: '2026-11-22' })
  date!: string;
}

@ObjectType('PeriodEntry', {
  description:
    "A player's total over a week or month: the sum of their ranked daily scores (and tie-breaks) of the period's days.",
})
export class PeriodEntryDto {
  @Field(() => Int, { description: 'Equal (score, tieBreak) share a rank (1, 2, 2, 4).' })
  @ApiProperty({ description: 'Equal (score, tieBreak) share a rank (1, 2, 2, 4).', example: 1 })
  rank!: number;

  @Field(() => ID, { description: 'The player id.' })
  @ApiProperty({ description: 'The player id.', format: 'uuid' })
  playerId!: string;

  @Field({ description: "The player's display name." })
  @ApiProperty({ description: "The player's display name.", example: 'Valentin' })
  playerName!: string;

  @Field(() => Int, { description: "The sum of the player's ranked daily scores in the period." })
  @ApiProperty({ example: 312, description: "The sum of the player's ranked daily scores in the period." })
  score!: number;

  @Field(() => Int, { description: 'The sum of those days’ tie-breaks (see LeaderboardEntry.tieBreak).' })
  @ApiProperty({ example: 0, description: 'The sum of those days’ tie-breaks (see LeaderboardEntry.tieBreak).' })
  tieBreak!: number;

  @Field(() => Int, { description: 'Ranked daily results counted (days played).' })
  @ApiProperty({ example: 6, description: 'Ranked daily results counted (days played).' })
  days!: number;

  @Field(() => GraphQLISODateTime, {
    description: 'When the total was last raised; orders equal totals: earlier first.',
  })
  @ApiProperty({ description: 'When the total was last raised; orders equal totals: earlier first.' })
  reachedAt!: Date;
}

@ObjectType('PeriodPage', {
  description:
    'A weekly or monthly board, or the part of it a friends list names (weeklyLeaderboardOfPlayers, monthlyLeaderboardOfPlayers).',
})
export class PeriodPageDto {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind the board ranks.' })
  @ApiProperty({ example: 'troyes-dice', description: 'The daily kind the board ranks.' })
  kind!: string;

  @Field({ description: "The period: an ISO week ('2026-W48') or a month ('2026-11'), UTC." })
  @ApiProperty({ example: '2026-W48', description: "An ISO week ('2026-W48') or a month ('2026-11'), UTC." })
  period!: string;

  @Field({ description: 'Its first day, YYYY-MM-DD.' })
  @ApiProperty({ example: '2026-11-23', description: 'Its first day, YYYY-MM-DD.' })
  from!: string;

  @Field({ description: 'Its last day, YYYY-MM-DD.' })
  @ApiProperty({ example: '2026-11-29', description: 'Its last day, YYYY-MM-DD.' })
  to!: string;

  @Field(() => [PeriodEntryDto], { description: 'Entries in board order, each with its rank on the whole board.' })
  @ApiProperty({
    type: [PeriodEntryDto],
    description: 'Entries in board order, each with its rank on the whole board.',
  })
  items!: PeriodEntryDto[];

  @Field(() => Int, { description: 'Players on the whole board.' })
  @ApiProperty({ description: 'Players on the whole board.' })
  totalCount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last page and in a friends view.',
  })
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last page and in a friends view.',
  })
  endCursor!: string | null;

  @Field({ description: 'Whether a next page exists; always false in a friends view.' })
  @ApiProperty({ description: 'Whether a next page exists; always false in a friends view.' })
  hasNextPage!: boolean;
}
