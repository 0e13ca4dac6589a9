import type { Type } from '@nestjs/common';
import { Int } from '@nestjs/graphql';
import { ContractField } from '../common/contract-field';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';

/**
 * The fields every board page shares (daily, weekly, monthly, all-time and rating boards), whether
 * it is a page of the whole board or the part of it a friends list names.
 */

/** `kind` of a period or all-time board page. */
export const BoardKindField = (): PropertyDecorator =>
  ContractField(() => DailyKindIdEnum, { example: 'troyes-dice', description: 'The daily kind the board ranks.' });

/** `items`: the page's entries, each ranked on the whole board. */
export const BoardItemsField = (entry: Type): PropertyDecorator =>
  ContractField(() => [entry], {
    type: [entry],
    description: 'Entries in board order, each with its rank on the whole board.',
  });

/** `totalCount`: a board's size, whatever part of it the page shows. */
export const BoardSizeField = (): PropertyDecorator =>
  ContractField(() => Int, { description: 'Players on the whole board.' });

/** `endCursor` of a page that may be a friends view (which has no next page). */
export const FriendsEndCursorField = (): PropertyDecorator =>
  ContractField(() => String, {
    type: String,
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last page and in a friends view.',
  });

/** `hasNextPage` of a page that may be a friends view. */
export const FriendsHasNextPageField = (): PropertyDecorator =>
  ContractField({ description: 'Whether a next page exists; always false in a friends view.' });
