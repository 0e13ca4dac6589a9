import type { GraphQLFormattedError } from 'graphql';
import { isErrorCode } from '../errors/error-codes';

/**
 * Apollo's codes for GraphQL requests that never reach a resolver, sent as they are (beside the
 * codes of ERROR_STATUS); docs/errors.md lists them ("GraphQL only").
 */
export const GRAPHQL_ONLY_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Apollo's codes kept (BAD_USER_INPUT becomes VALIDATION_FAILED; BAD_REQUEST is Crier's too). */
const APOLLO_CODES = new Set([...GRAPHQL_ONLY_CODES, 'BAD_USER_INPUT', 'BAD_REQUEST']);

/**
 * Every GraphQL error leaves with a code Crier documents, and never with a stack trace or an
 * internal message: anything unrecognised becomes INTERNAL.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const {
    stacktrace: _stack,
    exception: _exception,
    ...extensions
  } = (formatted.extensions ?? {}) as Record<string, unknown>;
  const code = extensions.code;
  if (isErrorCode(code) || (typeof code === 'string' && APOLLO_CODES.has(code))) {
    const mapped = code === 'BAD_USER_INPUT' ? 'VALIDATION_FAILED' : code;
    return { ...formatted, extensions: { ...extensions, code: mapped } };
  }
  return {
    message: 'An unexpected error occurred.',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL' },
  };
}
