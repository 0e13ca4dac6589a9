import { describe, expect, it } from '@jest/globals';
import { newTurns } from '../persistence/new-turns';

describe("newTurns: whose turn a move starts (the webhooks' `turn`)", () => {
  it('alternating turns: the other seat', () => {
    expect(newTurns([0], [1], 0)).toEqual([1]);
  });
  it('a turn of several moves: nobody new', () => {
    expect(newTurns([0], [0], 0)).toEqual([]);
  });
  it('simultaneous play: a seat still waiting is not told again; a new round tells those who had finished', () => {
    expect(newTurns([0, 1], [1], 0)).toEqual([]);
    expect(newTurns([1], [0, 1], 1)).toEqual([0]);
  });
  it('the end of the game: nobody', () => {
    expect(newTurns([0], [], 0)).toEqual([]);
  });
});
