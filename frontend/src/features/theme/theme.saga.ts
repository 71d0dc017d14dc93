import { EventChannel, eventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { DARK_QUERY, THEME_STORAGE_KEY, ResolvedTheme, applyTheme, readPreference } from './theme';
import { selectResolvedTheme, themeActions } from './theme.slice';

export interface ThemeSagaDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  matchMedia: ((query: string) => MediaQueryList) | undefined;
  root: HTMLElement;
}

function systemThemeEvents(query: MediaQueryList): EventChannel<{ dark: boolean }> {
  return eventChannel((emit) => {
    const listener = (event: MediaQueryListEvent) => emit({ dark: event.matches });
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  });
}

export function createThemeSaga(deps: ThemeSagaDeps) {
  function* apply() {
    const theme: ResolvedTheme = yield select(selectResolvedTheme);
    applyTheme(deps.root, theme);
  }

  function* persist({ payload }: ReturnType<typeof themeActions.themePreferenceChosen>) {
    try {
      deps.storage?.setItem(THEME_STORAGE_KEY, payload);
    } catch {
      // Storage can be full or blocked; the choice still applies for this visit.
    }
  }

  function* followSystem(query: MediaQueryList) {
    const channel: EventChannel<{ dark: boolean }> = yield call(systemThemeEvents, query);
    while (true) {
      const { dark }: { dark: boolean } = yield take(channel);
      yield put(themeActions.systemThemeChanged(dark));
    }
  }

  return function* themeSaga() {
    const query = deps.matchMedia?.(DARK_QUERY);
    yield put(
      themeActions.themeLoaded({ preference: readPreference(deps.storage), systemPrefersDark: query?.matches ?? false }),
    );
    yield call(apply);
    yield takeEvery(themeActions.themePreferenceChosen.type, persist);
    yield takeEvery([themeActions.themePreferenceChosen.type, themeActions.systemThemeChanged.type], apply);
    if (query) yield fork(followSystem, query);
  };
}
