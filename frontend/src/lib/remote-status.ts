/** Every remote action's lifecycle (spec part 1 §4). */
export type RemoteStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
