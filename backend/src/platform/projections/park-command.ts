import { parseArgs } from 'util';
import { ERROR_MESSAGES, ListProjectionsResponse, parkEventRequestSchema, PROJECTION_MESSAGES, text } from '@academy/contracts';
import type { ProjectionControl } from './projection-control';

export const PARK_USAGE = [
  'npm run projections:park -- --list',
  'npm run projections:park -- <projection> <eventId> --by <name> --reason "<text>"',
].join('\n');

const operatorSchema = text({ max: 100, required: PROJECTION_MESSAGES.operatorRequired });

/**
 * The operator's command (`npm run projections:park`): lists what runs, what stalled and what was
 * parked, or parks the event a projection or reaction stalled at. It works while the access guard
 * refuses every signed-in request, which is when it is needed. Returns the exit code.
 */
export async function runParkCommand(args: readonly string[], control: ProjectionControl, print: (line: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { list: { type: 'boolean' }, by: { type: 'string' }, reason: { type: 'string' } },
    allowPositionals: true,
    strict: false,
  });
  if (values.list || args.length === 0) {
    printOverview(await control.overview(), print);
    return 0;
  }
  const [projection, eventId, ...extra] = positionals;
  const request = parkEventRequestSchema.safeParse({ eventId, reason: values.reason });
  const by = operatorSchema.safeParse(values.by);
  if (!projection || extra.length > 0 || !request.success || !by.success) {
    const problems = [...(request.error?.issues ?? []), ...(by.error?.issues ?? [])].map((issue) => issue.message);
    print([...problems, PARK_USAGE].join('\n'));
    return 2;
  }
  const outcome = await control.park({ projection, ...request.data, by: by.data, via: 'cli' });
  if ('refused' in outcome) {
    print(ERROR_MESSAGES[outcome.refused === 'unknown-projection' ? 'PROJECTION_NOT_FOUND' : 'PROJECTION_NOT_STALLED_AT_EVENT']);
    return 1;
  }
  print(`${PROJECTION_MESSAGES.parked} ${outcome.parked.projection}: ${outcome.parked.eventId} (${outcome.parked.eventType})`);
  return 0;
}

function printOverview({ headPosition, projections, parked }: ListProjectionsResponse, print: (line: string) => void): void {
  print(`log head: ${headPosition || '(empty)'}`);
  for (const { kind, name, guardsAccess, stall, caughtUp, checkpoint } of projections) {
    const access = guardsAccess ? ' [guards access]' : '';
    const state = stall
      ? `STALLED since ${stall.since} at ${stall.eventId} (${stall.eventType}, stream ${stall.streamId}, position ${stall.position}): ${stall.error}`
      : caughtUp
        ? 'running, caught up'
        : `running, at ${checkpoint ?? '(start)'}`;
    print(`${kind} ${name}${access}: ${state}`);
  }
  print(parked.length === 0 ? 'parked events: none' : 'parked events (newest first):');
  for (const event of parked) {
    print(`  ${event.parkedAt} ${event.projection} skips ${event.eventId} (${event.eventType}); by ${event.parkedBy} via ${event.via}: ${event.reason}`);
  }
}
