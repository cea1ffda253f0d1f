import { useSyncExternalStore } from 'react';
import { themeSetting } from './theme-setting';
import type { Theme } from './types';

/** The app's theme and the way to change it: every switch on the page drives the same setting. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(themeSetting.subscribe, themeSetting.get, themeSetting.get);
  return [theme, themeSetting.set];
}
