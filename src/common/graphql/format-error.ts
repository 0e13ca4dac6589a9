import type { GraphQLFormattedError } from 'graphql';
import { isErrorCode } from '../errors/error-codes';

/** Apollo's own codes for requests that never reach a resolver; kept as they are. */
const APOLLO_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

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
