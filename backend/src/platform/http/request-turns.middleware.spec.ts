import type { NextFunction, Request, Response } from 'express';
import { requestTurns } from './request-turns.middleware';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('requestTurns', () => {
  it('starts at most the given number of requests per turn, in arrival order, and all of them in the end', async () => {
    const turns = requestTurns(2);
    const started: number[] = [];
    for (let n = 0; n < 7; n++) turns({} as Request, {} as Response, (() => started.push(n)) as NextFunction);
    expect(started).toEqual([0, 1]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3]);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('lets other work run between the turns of a flood of requests', async () => {
    const turns = requestTurns(3);
    let started = 0;
    const seenByOtherWork: number[] = [];
    // Other work that needs a turn per step, as a projection waiting for each database answer.
    const otherWork = (async () => {
      for (let step = 0; step < 4; step++) {
        await nextTurn();
        seenByOtherWork.push(started);
      }
    })();
    for (let n = 0; n < 30; n++) turns({} as Request, {} as Response, (() => started++) as NextFunction);
    await otherWork;
    // Started all at once, the other work would first see all 30; here it runs while they queue.
    expect(seenByOtherWork[0]).toBeLessThanOrEqual(6);
    expect(seenByOtherWork.every((n, i) => i === 0 || n > seenByOtherWork[i - 1]!)).toBe(true);
  });

  it('starts every request at once while no background work is under way', async () => {
    let busy = false;
    const turns = requestTurns(2, () => busy);
    const started: number[] = [];
    for (let n = 0; n < 5; n++) turns({} as Request, {} as Response, (() => started.push(n)) as NextFunction);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    busy = true;
    await nextTurn();
    for (let n = 5; n < 9; n++) turns({} as Request, {} as Response, (() => started.push(n)) as NextFunction);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    busy = false;
    // Those already waiting keep their place: a newcomer does not overtake them.
    turns({} as Request, {} as Response, (() => started.push(9)) as NextFunction);
    expect(started).toHaveLength(7);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts a request at once when the turn has room and nobody waits', async () => {
    const turns = requestTurns(1);
    const started: string[] = [];
    turns({} as Request, {} as Response, (() => started.push('a')) as NextFunction);
    await nextTurn();
    turns({} as Request, {} as Response, (() => started.push('b')) as NextFunction);
    expect(started).toEqual(['a', 'b']);
  });
});
