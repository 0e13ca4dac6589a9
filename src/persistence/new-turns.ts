/**
 * Whose turn an appended move starts: the seats that must act after it, did not make it, and
 * were not already waiting to act. The append writes a `turn` webhook outbox row for each
 * (src/webhooks); the mover needs none, its own answer says who acts next.
 */
export function newTurns(before: number[], after: number[], mover: number): number[] {
  return after.filter((s) => s !== mover && !before.includes(s));
}
