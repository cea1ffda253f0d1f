// The app's pages: the editor at `/`, the payload validator at `/validate`, and the tools (install
// links, authorization, Discord's other operations, the events reference) at `/tools`.
export type Route = 'editor' | 'validate' | 'tools';

export function routeOf(pathname: string): Route {
  if (/^\/validate\/?$/.test(pathname)) return 'validate';
  if (/^\/tools\/?$/.test(pathname)) return 'tools';
  return 'editor';
}

export const TITLES: Record<Route, string> = {
  editor: 'Component Studio — design Discord messages and modals',
  validate: 'Component Studio — payload validator',
  tools: 'Component Studio — install links, authorization and operations',
};
