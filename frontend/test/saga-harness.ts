import { Action, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { Saga, runSaga, stdChannel } from 'redux-saga';

/**
 * Runs a whole saga against a real reducer without a store: every action it puts is recorded and
 * reduced, and tests can dispatch actions into it as the UI would.
 */
export function startSaga<S>(reducer: Reducer<S, UnknownAction>, saga: Saga, preloaded?: S) {
  let state = preloaded ?? reducer(undefined, { type: '@@test/init' });
  const actions: UnknownAction[] = [];
  const channel = stdChannel();
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    state = reducer(state, action);
    channel.put(action);
    return action;
  };
  const task = runSaga({ channel, dispatch, getState: () => state }, saga);

  /** Resolves once an action of `type` has been seen (or rejects after a short while). */
  async function waitFor(type: string, count = 1): Promise<UnknownAction> {
    for (let i = 0; i < 200; i += 1) {
      const seen = actions.filter((a) => a.type === type);
      if (seen.length >= count) return seen[count - 1];
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    throw new Error(`Action ${type} was not dispatched; saw: ${actions.map((a) => a.type).join(', ')}`);
  }

  return {
    dispatch: (action: Action) => dispatch(action as UnknownAction),
    getState: () => state,
    actions,
    types: () => actions.map((a) => a.type),
    waitFor,
    task,
  };
}

/** Lets pending promise callbacks and saga steps run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A Notifier that remembers what it would have shown. */
export function recordingNotifier() {
  const calls: { kind: 'success' | 'error' | 'loading'; message: string; options?: unknown }[] = [];
  let next = 0;
  const record = (kind: 'success' | 'error' | 'loading') => (message: string, options?: unknown) => {
    calls.push({ kind, message, options });
    next += 1;
    return `toast-${next}`;
  };
  return { calls, success: record('success'), error: record('error'), loading: record('loading') };
}
