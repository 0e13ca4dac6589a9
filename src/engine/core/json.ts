/** Plain JSON values: every state, move, view and event of the engine is one of these. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * A whole number. Every number in the engine's states, moves, views and events is one (the rules
 * count; they never divide into fractions); the JSON Schemas (src/engine/schemas) say `integer`.
 * @asType integer
 */
export type Int = number;
