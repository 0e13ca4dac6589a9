/** Plain JSON values: every state, move, view and event of the engine is one of these. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
