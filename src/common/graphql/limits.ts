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
          const cost = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables ?? {},
            estimators: [pagedEstimator, simpleEstimator({ defaultComplexity: 1 })],
          });
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
