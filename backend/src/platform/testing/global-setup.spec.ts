import { creationTimeOf } from './global-setup';

describe('reading a test database name', () => {
  it('finds the creation time after any prefix', () => {
    expect(creationTimeOf('academy_test_1790000000_ab12cd34')).toBe(1790000000);
    expect(creationTimeOf('academy_test_projection_1790000000_ab12cd34')).toBe(1790000000);
    expect(creationTimeOf('academy_e2e_1790000000_ab12cd34')).toBe(1790000000);
  });

  it('has none for a name without one', () => {
    expect(creationTimeOf('academy_test_idx_ab12cd34')).toBeNull();
  });
});
