// The links between the app's pages, the current one marked.
import type { Route } from '../routes';

const PAGES: readonly { route: Route; href: string; name: string }[] = [
  { route: 'editor', href: '/', name: 'Editor' },
  { route: 'validate', href: '/validate', name: 'Validator' },
  { route: 'tools', href: '/tools', name: 'Tools' },
];

export function PageNav({ current, className }: { current: Route; className: string }) {
  return (
    <nav aria-label="Pages" className={className}>
      {PAGES.map((page) =>
        page.route === current ? (
          <a key={page.route} href={page.href} aria-current="page">
            {page.name}
          </a>
        ) : (
          <a key={page.route} href={page.href} data-testid={`nav:${page.route}`}>
            {page.name}
          </a>
        ),
      )}
    </nav>
  );
}
