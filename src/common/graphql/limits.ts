import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { AppConfig } from '../../config/app-config';

/** Each field costs 1; a field with `first` costs that many times its selection. */
const pagedEstimator: ComplexityEstimator = ({ args, childComplexity }) =>
  typeof args.first === 'number' ? 1 + args.first * Math.max(1, childComplexity) : undefined;

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
