/**
 * Where a printed value comes from, marked the same way in every game's `data/`: confirmed by a
 * named source (rulebook page, component list), or assumed, with a note saying why.
 */
export type Provenance = { status: 'confirmed'; source: string } | { status: 'assumed'; note: string };
