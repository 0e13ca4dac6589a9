import type { Choice, MoveGroup } from './types';

/**
 * The board parts the moves name: a part with one move plays it; a part with several shows its
 * group in the list (the options say what each costs and gives).
 */
export function boardChoices(
  groups: MoveGroup[],
  play: (move: unknown) => void,
  pick: (group: string) => void,
): Map<string, Choice> {
  const choices = new Map<string, Choice>();
  // A part one option names plays it; a part several name plays the first listed (the plainest),
  // unless their group says none is plainer (`sharedTarget: 'ask'`): then it shows them.
  const named = new Map<string, { group: MoveGroup; options: MoveGroup['options'] }>();
  for (const g of groups) {
    for (const o of g.options) {
      if (!o.target) continue;
      const seen = named.get(o.target) ?? { group: g, options: [] };
      seen.options.push(o);
      named.set(o.target, seen);
    }
  }
  for (const [target, { group, options }] of named) {
    const only = options.length === 1 || group.sharedTarget !== 'ask' ? options[0] : undefined;
    choices.set(
      target,
      only
        ? { label: only.label, kind: 'move', activate: () => play(only.move) }
        : {
            label: `${options.length} ways: ${options.map((o) => o.label).join('; ')}`,
            kind: 'group',
            activate: () => pick(group.key),
          },
    );
  }
  for (const g of groups) {
    if (g.target && choices.has(g.target)) continue;
    if (!g.target) continue;
    const all = [...g.options, ...(g.more?.options ?? [])];
    const only = all.length === 1 ? all[0] : undefined;
    choices.set(
      g.target,
      only
        ? { label: only.label, kind: 'move', activate: () => play(only.move) }
        : {
            label: `${g.title}: ${all.length} ways, listed with the moves`,
            kind: 'group',
            activate: () => pick(g.key),
          },
    );
  }
  return choices;
}
