import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './editor-page/EditorApp';
import { openDesigns } from './editor-page/open-designs';
import { lazyComponent, themeSetting } from '../preview';
import { TITLES, routeOf } from './routes';
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

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const route = routeOf(window.location.pathname);
document.title = TITLES[route];
// The kept theme (or the system's) goes on the page before anything is drawn: no flash of the
// other one. A module, not an inline script, so that the page needs no script but its own files.
themeSetting.show();

function editor() {
  const { manager, attachments, remoteMedia } = openDesigns();
  return <EditorApp manager={manager} attachments={attachments} remoteMedia={remoteMedia} />;
}

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
