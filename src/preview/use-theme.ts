// The theme setting (theme-setting.ts) for components.
import { useStore } from 'zustand';
import { themeSetting } from './theme-setting';
import type { Theme } from './types';

/** The app's theme and the way to change it: every switch on the page drives the same setting. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useStore(themeSetting.store, (s) => s.theme);
  return [theme, themeSetting.set];
}
