import { describe, expect, it } from '@jest/globals';
import { boardChoices } from './board-choices';
import type { MoveGroup } from './types';

/** What a click on each board part does: the move it plays, or the group it shows. */
function clicks(groups: MoveGroup[]): Record<string, string> {
  const out: Record<string, string> = {};
  let last = '';
  const choices = boardChoices(
    groups,
    (move) => (last = `play ${String(move)}`),
    (key) => (last = `show ${key}`),
  );
  for (const [target, choice] of choices) {
    choice.activate();
    out[target] = last;
  }
  return out;
}

describe('web: what a click on the board does', () => {
  it('a part one move names plays it', () => {
    const groups: MoveGroup[] = [{ key: 'g', title: 'G', options: [{ label: 'a', move: 'a', target: 'box:1' }] }];
    expect(clicks(groups)).toEqual({ 'box:1': 'play a' });
  });

  it('a Troyes Dice box several ways reach plays the first listed, the plainest', () => {
    const groups: MoveGroup[] = [
      {
        key: 'die-0',
        title: 'Die 1',
        options: [
          { label: 'as it is', move: 'plain', target: 'box:3' },
          { label: 'for 2 deniers', move: 'paid', target: 'box:3' },
        ],
      },
    ];
    expect(clicks(groups)).toEqual({ 'box:3': 'play plain' });
  });

  it('an Orléans space several followers fit asks which: it shows the group, it plays none', () => {
    const groups: MoveGroup[] = [
      {
        key: 'place-farmhouse',
        title: 'Farmhouse',
        sharedTarget: 'ask',
        options: [
          { label: 'Farmer on space 1', move: 'farmer', target: 'slot:0' },
          { label: 'Boatman on space 1', move: 'boatman', target: 'slot:0' },
          { label: 'Farmer on space 2', move: 'farmer2', target: 'slot:1' },
        ],
      },
    ];
    expect(clicks(groups)).toEqual({ 'slot:0': 'show place-farmhouse', 'slot:1': 'play farmer2' });
  });

  it('a group named by a part no option names is shown by it, or played when it has one move', () => {
    const groups: MoveGroup[] = [
      {
        key: 'act-ship',
        title: 'Ship',
        target: 'place:ship',
        options: [
          { label: 'x', move: 'x' },
          { label: 'y', move: 'y' },
        ],
      },
      { key: 'act-farm', title: 'Farm', target: 'place:farm', options: [{ label: 'z', move: 'z' }] },
    ];
    expect(clicks(groups)).toEqual({ 'place:ship': 'show act-ship', 'place:farm': 'play z' });
  });
});
