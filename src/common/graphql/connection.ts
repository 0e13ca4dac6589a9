import type { Type } from '@nestjs/common';
import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '../pagination';

/** Relay's forward pagination arguments: `first` items after the cursor `after`. */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, defaultValue: 20, description: `Page size, 1-${MAX_PAGE_SIZE}.` })
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first: number = 20;

  @Field(() => String, { nullable: true, description: 'A cursor from the previous page (its `pageInfo.endCursor`).' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  after?: string | null;
}

/** Relay's PageInfo: where a page sits in the whole list (forward pagination with first/after). */
@ObjectType('PageInfo', { description: 'Where a page sits in the list: pass `endCursor` as `after` for the next.' })
export class PageInfo {
  @Field({ description: 'More items follow `endCursor`.' })
  hasNextPage!: boolean;

  @Field({ description: 'Items come before `startCursor` (true whenever `after` was given).' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first edge; null for an empty page.' })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: 'Cursor of the last edge; null for an empty page.' })
  endCursor!: string | null;
}

export interface Edge<T> {
  node: T;
  cursor: string;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount?: number;
}

/**
 * A Relay connection type for `node` (https://relay.dev/graphql/connections.htm): registers
 * `<name>Edge { node cursor }` and returns an abstract `{ edges pageInfo totalCount? }` class that
 * a concrete `@ObjectType('<name>Connection')` extends (adding fields of its own if it needs).
 * `totalCount` only where counting is cheap.
 */
export function ConnectionType<T>(
  node: Type<T>,
  name: string,
  options: { totalCount?: string } = {},
): Type<Connection<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${name} of a page, with its cursor.` })
  class EdgeType implements Edge<T> {
    @Field(() => node, { description: `The item: one ${name}.` })
    node!: T;

    @Field({ description: 'Opaque: pass it as `after` to continue after this item.' })
    cursor!: string;
  }

  @ObjectType({ isAbstract: true })
  abstract class ConnectionBase implements Connection<T> {
    @Field(() => [EdgeType], { description: "The page's items in list order, each with its cursor." })
    edges!: Edge<T>[];

    @Field(() => PageInfo, { description: 'Where this page sits: pass its `endCursor` as `after` for the next.' })
    pageInfo!: PageInfo;

    totalCount?: number;
  }
  if (options.totalCount) {
    Field(() => Int, { description: options.totalCount })(ConnectionBase.prototype, 'totalCount');
  }
  return ConnectionBase as unknown as Type<Connection<T>>;
}

/** A page as the services return it: items, whether more follow, and (where cheap) the total. */
export interface PageOf<T> {
  items: T[];
  hasNextPage: boolean;
  totalCount?: number;
}

/** Turns a service's page into a connection; `cursorOf` gives each item's opaque cursor. */
export function toConnection<T>(page: PageOf<T>, cursorOf: (item: T) => string, after: string | null): Connection<T> {
  const edges = page.items.map((node) => ({ node, cursor: cursorOf(node) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    ...(page.totalCount === undefined ? {} : { totalCount: page.totalCount }),
  };
}
