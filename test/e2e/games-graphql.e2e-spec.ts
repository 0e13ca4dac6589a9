import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { picker, seenBodies, type TestPlayer } from '../support/api';
import { gql } from '../support/gql';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';
import { withContext } from '../support/with-context';

const SEED = 'graphql-solo-seed-7f3a';

describe('a solo Troyes Dice game through GraphQL, from registration to final scores', () => {
  let t: TestApp;
  let me: TestPlayer;
  let gameId: string;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers with registerPlayer and reads me', async () => {
    const reg = await gql(t, 'mutation($n: String!) { registerPlayer(input: {name: $n}) { id name apiKey keyId } }', {
      n: 'Solo',
    });
    me = reg.data.registerPlayer;
    expect(me.apiKey).toMatch(/^crier_[0-9a-f]{16}_/);
    const who = await gql(t, '{ me { id name } }', {}, me);
    expect(who.data.me).toEqual({ id: me.id, name: 'Solo' });
    const anon = await gql(t, '{ me { id } }');
    expect(anon).toEqual({ data: { me: null } });
  });

  it('creates a solo game that starts at once', async () => {
    const res = await gql(
      t,
      'mutation($i: CreateGameInput!) { createGame(input: $i) { id status version mySeat actors seed rulesVersion } }',
      { i: { game: 'TROYES_DICE', seats: 1, seed: SEED } },
      me,
    );
    expect(res.data.createGame).toMatchObject({ status: 'ACTIVE', mySeat: 0, actors: [0], seed: null });
    gameId = res.data.createGame.id;
    const mine = await gql(t, '{ myGames(first: 5) { totalCount edges { node { id } } } }', {}, me);
    expect(mine.data.myGames.edges).toEqual([{ node: { id: gameId } }]);
  });

  it('turns an illegal move into MoveRejected data', async () => {
    const res = await gql(
      t,
      `mutation($i: SubmitMoveInput!) { submitMove(input: $i) {
         __typename ... on MoveRejected { code message violation { code message } } } }`,
      { i: { gameId, move: { type: 'nonsense' } } },
      me,
    );
    expect(res.data.submitMove).toMatchObject({ __typename: 'MoveRejected', code: 'ILLEGAL_MOVE' });
    expect(res.data.submitMove.violation.code).toMatch(/^[A-Z_]+$/);
  });

  it('plays to the end with legalMoves and submitMove', async () => {
    const pick = picker(11);
    let status = 'ACTIVE';
    let result: any = null;
    for (let i = 0; i < 2000 && status === 'ACTIVE'; i++) {
      const legal = await gql(t, 'query($g: ID!) { legalMoves(gameId: $g) { version moves } }', { g: gameId }, me);
      const { version, moves } = legal.data.legalMoves;
      const res = await gql(
        t,
        `mutation($i: SubmitMoveInput!) { submitMove(input: $i) {
           __typename ... on MoveAccepted { version status actors result } ... on MoveRejected { code } } }`,
        { i: { gameId, move: pick(moves), expectedVersion: version } },
        me,
      );
      withContext(JSON.stringify(res), () => expect(res.data.submitMove.__typename).toBe('MoveAccepted'));
      status = res.data.submitMove.status;
      result = res.data.submitMove.result;
    }
    expect(status).toBe('FINISHED');
    expect(result.scores[0].total).toBe(
      Object.values(result.scores[0].breakdown as Record<string, number>).reduce(
        (a: number, b) => a + (b as number),
        0,
      ),
    );
    const game = await gql(t, 'query($g: ID!) { game(id: $g) { status seed result } }', { g: gameId }, me);
    expect(game.data.game).toMatchObject({ status: 'FINISHED', seed: SEED });
    const verified = await gql(
      t,
      'query($g: ID!) { verifyStoredGame(gameId: $g) { valid finished matchesStored rulesVersion firstInvalid { index } } }',
      { g: gameId },
    );
    expect(verified.data.verifyStoredGame).toMatchObject({
      valid: true,
      finished: true,
      matchesStored: true,
      firstInvalid: null,
    });
  });

  it('never sent the seed or the RNG state while the game ran', () => {
    const beforeEnd = seenBodies.slice(0, -2); // the last two bodies are the finished game and its verification
    expect(beforeEnd.length).toBeGreaterThan(30);
    expect(beforeEnd.flatMap((body) => findLeaks(body, [SEED]))).toEqual([]);
    expect(findLeaks(seenBodies.at(-2), [SEED]).length).toBeGreaterThan(0); // the scan does find a revealed seed
  });
});
