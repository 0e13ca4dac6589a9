import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type FieldNode, type SelectionNode, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { AppConfig } from '../../config/app-config';

/** The selections of a connection that are per page, not per item. */
const PAGE_FIELDS = new Set(['pageInfo', 'totalCount']);

/** What the page-level selections of a connection field cost (1 per field, as simpleEstimator counts). */
function pageCost(node: FieldNode): number {
  let cost = 0;
  const count = (selection: SelectionNode): number =>
    selection.kind === Kind.FIELD ? 1 + (selection.selectionSet?.selections.reduce((n, s) => n + count(s), 0) ?? 0) : 0;
  for (const selection of node.selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD && PAGE_FIELDS.has(selection.name.value)) cost += count(selection);
  }
  return cost;
}

/**
 * Each field costs 1; a field with `first` costs that many times the selection of one item
 * (`edges`, `nodes`), plus its page-level fields (`pageInfo`, `totalCount`) once: so
 * `events(first: 100) { edges { cursor node { seq type seat payload at } } pageInfo { endCursor hasNextPage } }`
 * costs 1 + 3 + 100 × 8 = 804, within the default limit of 1000.
 */
const pagedEstimator: ComplexityEstimator = ({ args, childComplexity, node }) => {
  if (typeof args.first !== 'number') return undefined;
  const page = pageCost(node);
  return 1 + page + args.first * Math.max(1, childComplexity - page);
};

/** Refuses operations deeper than `graphqlMaxDepth` before they run (introspection stays allowed). */
export function graphqlDepthLimit(config: AppConfig): ValidationRule[] {
  return [depthLimit(config.graphqlMaxDepth, { ignore: [/^__/] })];
}

/**
 * Refuses operations costlier than `graphqlMaxComplexity` before they run. A plugin rather than
 * a validation rule, because the cost depends on the request's variables (e.g. `first: $n`).
 */
export function graphqlComplexityLimit(config: AppConfig): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          // An input object with thousands of keys makes graphql-js's variable coercion quadratic
          // (each unknown key's error quotes the whole object): refuse it before coercion runs.
          const variables = request.variables ?? {};
          if (hasWideObject(variables, MAX_OBJECT_KEYS)) {
            throw new GraphQLError(`An object in the variables has more than ${MAX_OBJECT_KEYS} fields.`, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName ?? undefined,
              variables,
              estimators: [pagedEstimator, simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            // Variables that do not fit their types: execution refuses them (BAD_USER_INPUT, 400)
            // before any resolver runs, so there is nothing to cost. Thrown from here: a 500.
            return;
          }
          if (cost > config.graphqlMaxComplexity) {
            throw new GraphQLError(`The query costs ${cost}; the limit is ${config.graphqlMaxComplexity}.`, {
              extensions: {
                code: 'QUERY_TOO_COMPLEX',
                cost,
                limit: config.graphqlMaxComplexity,
                http: { status: 400 },
              },
            });
          }
        },
      };
    },
  };
}

/** No input object (nor JSON value inside one) legitimately has this many fields. */
const MAX_OBJECT_KEYS = 200;

/** True when some object inside `value` has more than `limit` keys (iterative: no deep recursion). */
function hasWideObject(value: unknown, limit: number): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
      continue;
    }
    const values = Object.values(v as Record<string, unknown>);
    if (values.length > limit) return true;
    for (const item of values) stack.push(item);
  }
  return false;
}
