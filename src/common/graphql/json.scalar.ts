import GraphQLJSON from 'graphql-type-json';

/** Arbitrary JSON (engine views, moves, options): the engine's own documented shapes. */
export const JSONScalar = GraphQLJSON;
