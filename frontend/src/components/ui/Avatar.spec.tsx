import { initialOf } from './Avatar';

describe('initialOf', () => {
  it("takes the given name's initial: Vietnamese names put it last", () => {
    expect(initialOf('Nguyễn Văn An')).toBe('A');
    expect(initialOf('  Trần   Thị Ánh  ')).toBe('Á');
  });

  it('takes a phrase’s first capitalised word, never a lowercase word of it', () => {
    expect(initialOf('Quản trị viên')).toBe('Q');
    expect(initialOf('Học viện Marketing')).toBe('M');
    expect(initialOf('student-af6f')).toBe('S');
  });

  it('shows a question mark for an empty name', () => {
    expect(initialOf('   ')).toBe('?');
  });
});
