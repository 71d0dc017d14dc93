import type { Reaction } from './reaction';
import { ReactionRegistry } from './reaction-registry';

const reaction = (name: string): Reaction => ({ name, handles: ['Something'], react: async () => undefined });

describe('reaction registry', () => {
  it('hands every registered reaction to the runner', () => {
    const registry = new ReactionRegistry();
    registry.register(reaction('a.one'), reaction('a.two'));
    registry.register(reaction('b.one'));
    expect(registry.take().map((r) => r.name)).toEqual(['a.one', 'a.two', 'b.one']);
  });

  it('refuses a second reaction under the same name: they would share a checkpoint', () => {
    const registry = new ReactionRegistry();
    registry.register(reaction('a.one'));
    expect(() => registry.register(reaction('a.one'))).toThrow('registered twice');
  });

  it('refuses a registration once the reactions run: it would never run', () => {
    const registry = new ReactionRegistry();
    registry.take();
    expect(() => registry.register(reaction('late.one'))).toThrow('after the reactions started');
  });
});
