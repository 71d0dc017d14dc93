import { contactSubmission as row } from '../../../test/fixtures';
import { dataOf } from '../../lib/remote';
import { contactActions, contactInbox, contactReducer, initialContactState } from './contact.slice';

describe('contact reducer', () => {
  it('changing the filter goes back to page 1', () => {
    const onPage3 = contactReducer(initialContactState, contactInbox.actions.pageChanged(3));
    const filtered = contactReducer(onPage3, contactInbox.actions.filterChanged({ status: 'in_progress' }));
    expect(filtered.inbox).toMatchObject({ filters: { status: 'in_progress' }, page: 1, result: { status: 'loading' } });
  });

  it('puts a saved status on its row and frees the row', () => {
    const loaded = contactReducer(
      initialContactState,
      contactInbox.actions.received({ rows: [row('a'), row('b')], currentPage: 1, totalPages: 1, totalItems: 2 }),
    );
    const busy = contactReducer(loaded, contactActions.statusChangeRequested({ id: 'b', status: 'resolved', revision: 0 }));
    expect(busy.updating).toEqual({ b: true });
    const saved = contactReducer(busy, contactActions.statusChanged({ ...row('b'), status: 'resolved' }));
    expect(dataOf(saved.inbox.result)?.rows.map((r) => r.status)).toEqual(['new', 'resolved']);
    expect(saved.updating).toEqual({});
  });
});
