// The one theme setting of the app: the page and every preview follow it. Kept in localStorage once
// chosen; until then the system's preference (prefers-color-scheme) decides, and still does when
// it changes. The root element carries it as data-theme, which app.css reads.
import { createStore } from 'zustand/vanilla';
import type { Theme } from './types';

/** localStorage[THEME_KEY]: 'dark' | 'light', written only when the person picks one. */
export const THEME_KEY = 'component-studio:theme';

const SYSTEM_LIGHT = '(prefers-color-scheme: light)';

/** The theme to draw in: the one kept if it is a theme, otherwise the system's preference. */
export function chooseTheme(kept: unknown, systemLight: boolean): Theme {
  if (kept === 'dark' || kept === 'light') return kept;
  return systemLight ? 'light' : 'dark';
}

/** Where the setting is read from and written to; the browser's by default, a fake in tests. */
export interface ThemeEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Whether the system prefers light, and a way to hear when that changes. */
  system: { readonly matches: boolean; listen: (listener: () => void) => void } | null;
  root: HTMLElement | null;
}

function browserStorage(): ThemeEnvironment['storage'] {
  try {
    // Reading the property throws where the browser blocks storage.
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function browser(): ThemeEnvironment {
  const query = typeof matchMedia === 'function' ? matchMedia(SYSTEM_LIGHT) : null;
  return {
    storage: browserStorage(),
    system: query && {
      get matches() {
        return query.matches;
      },
      listen: (listener) => query.addEventListener('change', listener),
    },
    root: typeof document === 'undefined' ? null : document.documentElement,
  };
}

function readKept(env: ThemeEnvironment): string | null {
  try {
    return env.storage?.getItem(THEME_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The setting in a store; `createThemeSetting()` in tests, `themeSetting` in the app. */
export function createThemeSetting(env: ThemeEnvironment = browser()) {
  const { system } = env;
  const store = createStore<{ theme: Theme }>(() => ({
    theme: chooseTheme(readKept(env), system?.matches ?? false),
  }));
  const get = (): Theme => store.getState().theme;

  const show = (theme: Theme = get()) => {
    if (!env.root) return;
    env.root.dataset.theme = theme;
    env.root.style.colorScheme = theme;
  };
  const change = (next: Theme) => {
    if (next === get()) return;
    // The page first, so that whoever hears of the change finds the page drawn in it.
    show(next);
    store.setState({ theme: next });
  };

  system?.listen(() => {
    if (readKept(env) === null) change(chooseTheme(null, system.matches));
  });

  return {
    /** The theme, for components (useStore) and listeners. */
    store,
    get,
    /** Puts the theme on the page: called before the first render, so nothing flashes. */
    show: () => show(),
    /** The person's choice: drawn at once and kept (unless storage is blocked or full). */
    set(next: Theme) {
      try {
        env.storage?.setItem(THEME_KEY, next);
      } catch {
        // Still drawn; only not kept for the next visit.
      }
      change(next);
    },
  };
}

export type ThemeSetting = ReturnType<typeof createThemeSetting>;

/** The app's theme setting. */
export const themeSetting: ThemeSetting = createThemeSetting();
