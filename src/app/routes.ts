// The app's two pages: the editor at `/`, the payload validator at `/validate`.
export type Route = 'editor' | 'validate';

export function routeOf(pathname: string): Route {
  return /^\/validate\/?$/.test(pathname) ? 'validate' : 'editor';
}

export const TITLES: Record<Route, string> = {
  editor: 'Component Studio — design Discord messages and modals',
  validate: 'Component Studio — payload validator',
};
