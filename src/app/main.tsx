import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './editor-page/EditorApp';
import { designsReadable, openDesigns } from './editor-page/open-designs';
import { restorer } from './designs/restorer';
import { lazyComponent, themeSetting, whenIdle } from '../preview';
import { TITLES, routeOf } from './routes';
import { studioKey } from './folder/studio-key';
import './app.css';

// The validator is its own chunk, so the editor (the main page) loads only what it draws.
const ValidatorPage = lazyComponent(
  () => import('./validator/ValidatorPage'),
  (m) => m.ValidatorPage,
);
const ToolsApp = lazyComponent(
  () => import('./tools/ToolsApp'),
  (m) => m.ToolsApp,
);

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element.');
const root: HTMLElement = found;

// The studio (a bot's folder as the designs) is its own chunk, loaded only with the run's key.
const FolderStudio = lazyComponent(
  () => import('./folder/FolderStudio'),
  (m) => m.FolderStudio,
);

const route = routeOf(window.location.pathname);
const key = route === 'editor' ? studioKey() : null;
document.title = TITLES[route];
// The kept theme (or the system's) goes on the page before anything is drawn: no flash of the
// other one. A module, not an inline script, so that the page needs no script but its own files.
themeSetting.show();

function editor() {
  if (key !== null)
    return (
      <Suspense fallback={<p className="loading">Loading the studio…</p>}>
        <FolderStudio studioKey={key} />
      </Suspense>
    );
  const { manager, attachments, remoteMedia } = openDesigns();
  return <EditorApp manager={manager} attachments={attachments} remoteMedia={remoteMedia} />;
}

function draw(): void {
  createRoot(root).render(
    <StrictMode>
      {route === 'validate' ? (
        <Suspense fallback={<p className="loading">Loading the validator…</p>}>
          <ValidatorPage />
        </Suspense>
      ) : route === 'tools' ? (
        <Suspense fallback={<p className="loading">Loading the tools…</p>}>
          <ToolsApp />
        </Suspense>
      ) : (
        editor()
      )}
    </StrictMode>,
  );
}

// Designs an earlier version kept need restore before they open; this version's own open as they
// are (see designs/restorer.ts). Restore follows once the page is usable either way, for what
// other tabs, share links and design files bring. Not a top-level await: restore's chunk imports
// from this one, which would then never finish evaluating.
if (route === 'editor' && key === null) {
  void designsReadable().then(() => {
    draw();
    whenIdle(() => void restorer.load().catch(() => undefined), { timeout: 500 });
  });
} else {
  draw();
}
