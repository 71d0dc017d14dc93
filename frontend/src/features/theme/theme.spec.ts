import { combineReducers } from '@reduxjs/toolkit';
import { settle, startSaga } from '../../../test/saga-harness';
import { nextPreference, readPreference, resolveTheme } from './theme';
import { createThemeSaga } from './theme.saga';
import { themeActions, themeReducer } from './theme.slice';

describe('theme resolution', () => {
  it('follows the system only for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads the stored preference, treating anything odd as "system"', () => {
    expect(readPreference({ getItem: () => 'dark' })).toBe('dark');
    expect(readPreference({ getItem: () => 'purple' })).toBe('system');
    expect(readPreference({ getItem: () => null })).toBe('system');
    expect(
      readPreference({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('system');
    expect(readPreference(undefined)).toBe('system');
  });

  it('cycles system → light → dark → system', () => {
    expect(nextPreference('system')).toBe('light');
    expect(nextPreference('light')).toBe('dark');
    expect(nextPreference('dark')).toBe('system');
  });
});

describe('theme saga', () => {
  function fakeMedia(matches: boolean) {
    const listeners = new Set<(e: { matches: boolean }) => void>();
    const query = {
      matches,
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
    } as unknown as MediaQueryList;
    return { matchMedia: () => query, change: (dark: boolean) => listeners.forEach((l) => l({ matches: dark })) };
  }

  it('applies the saved theme at start, follows the OS, and saves a new choice', async () => {
    const stored = new Map([['theme', 'system']]);
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    const media = fakeMedia(true);
    const root = document.createElement('html');
    const harness = startSaga(combineReducers({ theme: themeReducer }), createThemeSaga({ storage, matchMedia: media.matchMedia, root }));

    await settle();
    expect(root.className).toBe('theme-dark');

    media.change(false);
    await settle();
    expect(root.className).toBe('theme-light');

    harness.dispatch(themeActions.themePreferenceChosen('dark'));
    await settle();
    expect(root.className).toBe('theme-dark');
    expect(stored.get('theme')).toBe('dark');

    media.change(false);
    await settle();
    expect(root.className).toBe('theme-dark');
  });
});
