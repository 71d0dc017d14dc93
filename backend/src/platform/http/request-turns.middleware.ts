import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * While the projections this process runs are catching up (applying events, saving checkpoints), lets at most `perTurn` requests
 * start in one turn of the event loop; the others wait, in arrival order, for the next turns.
 * A saturated API otherwise starts every request that arrived (100 connections: about 15 ms of
 * work) before it handles any database answer, and a projection needs one answer per event: under
 * a read benchmark it fell seconds behind, and with it every command waiting to read its writes.
 * Short turns give the projections their share of the loop; when none is catching up, requests start
 * as they come (docs/decisions.md "Speed: reads").
 */
export function requestTurns(perTurn: number, backgroundBusy: () => boolean = () => true): RequestHandler {
  const waiting: NextFunction[] = [];
  let startedThisTurn = 0;
  let turnEnds: NodeJS.Immediate | null = null;

  // Immediates run after the turn's I/O; one set while handling them runs in the next turn.
  const endTurnSoon = () => {
    turnEnds ??= setImmediate(nextTurn);
  };
  const nextTurn = () => {
    turnEnds = null;
    startedThisTurn = 0;
    while (waiting.length > 0 && (startedThisTurn < perTurn || !backgroundBusy())) start(waiting.shift()!);
  };
  const start = (next: NextFunction) => {
    startedThisTurn += 1;
    endTurnSoon();
    next();
  };
  return (_request: Request, _response: Response, next: NextFunction) => {
    if (waiting.length === 0 && (startedThisTurn < perTurn || !backgroundBusy())) start(next);
    else {
      waiting.push(next);
      endTurnSoon();
    }
  };
}
