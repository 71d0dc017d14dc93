import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { broadcastDecider } from './broadcast.decider';
import type { BroadcastEvent } from './broadcast.events';

const given = deciderSpec(broadcastDecider);
const data = { broadcastId: 'b1', scenarioId: 's1', by: 'admin', at: '2027-03-10T03:00:00.000Z' };
const requested: BroadcastEvent = { type: 'EmailScenarioBroadcastRequested', data };

describe('broadcast decider', () => {
  it('records a broadcast once, however often the request is retried', () => {
    given([]).when({ type: 'RequestBroadcast', data }).then([requested]);
    given([requested]).when({ type: 'RequestBroadcast', data: { ...data, at: '2027-03-10T03:05:00.000Z' } }).then([]);
  });
});
