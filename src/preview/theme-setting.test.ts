// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ThemeEnvironment } from './theme-setting';
import { THEME_KEY, chooseTheme, createThemeSetting } from './theme-setting';

function fakeEnvironment(kept: string | null, systemLight: boolean) {
  const stored = new Map<string, string>(kept === null ? [] : [[THEME_KEY, kept]]);
  const system = { matches: systemLight, onChange: () => {} };
  const root = document.createElement('html');
  const env: ThemeEnvironment = {
    storage: {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
    },
    system: {
      get matches() {
        return system.matches;
      },
      listen: (listener) => {
        system.onChange = listener;
      },
    },
    root,
  };
  const flipSystem = (light: boolean) => {
    system.matches = light;
    system.onChange();
  };
  return { env, stored, root, flipSystem };
}

describe('chooseTheme', () => {
  it('takes the kept theme over the system preference', () => {
    expect(chooseTheme('dark', true)).toBe('dark');
    expect(chooseTheme('light', false)).toBe('light');
  });

  it('follows the system preference when nothing, or nonsense, is kept', () => {
    expect(chooseTheme(null, true)).toBe('light');
    expect(chooseTheme(null, false)).toBe('dark');
    expect(chooseTheme('<img src=x>', true)).toBe('light');
  });
});

describe('createThemeSetting', () => {
  it('puts the first visit in the system theme on the root, and keeps nothing', () => {
    const { env, stored, root } = fakeEnvironment(null, true);
    const setting = createThemeSetting(env);
    setting.show();
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    expect(stored.size).toBe(0);
  });

  it('keeps a choice, draws it and tells its listeners', () => {
    const { env, stored, root } = fakeEnvironment(null, false);
    const setting = createThemeSetting(env);
    let heard = 0;
    setting.store.subscribe(() => (heard += 1));
    setting.set('light');
    expect(setting.get()).toBe('light');
    expect(root.dataset.theme).toBe('light');
    expect(stored.get(THEME_KEY)).toBe('light');
    expect(heard).toBe(1);
    // A second setting (the next visit) reads it back.
    expect(createThemeSetting(env).get()).toBe('light');
  });

  it('follows a change of the system preference until a theme is chosen', () => {
    const { env, root, flipSystem } = fakeEnvironment(null, false);
    const setting = createThemeSetting(env);
    flipSystem(true);
    expect(setting.get()).toBe('light');
    expect(root.dataset.theme).toBe('light');
    setting.set('dark');
    flipSystem(false);
    flipSystem(true);
    expect(setting.get()).toBe('dark');
  });

  it('still switches when storage throws', () => {
    const { env } = fakeEnvironment(null, false);
    const broken: ThemeEnvironment = {
      ...env,
      storage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('full');
        },
      },
    };
    const setting = createThemeSetting(broken);
    expect(setting.get()).toBe('dark');
    setting.set('light');
    expect(setting.get()).toBe('light');
  });
});
