// The Tools page: install links and authorization, Discord's other operations as consoles, and
// the events reference. The hash names the open tool, so a tool can be linked to and reloaded.
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { lazyComponent } from '../../preview';
import { PageNav } from '../components/PageNav';
import type { ToolEntry, ToolProps } from './tool-list';
import { TOOLS, TOOL_GROUPS, toolOfHash } from './tool-list';
import './tools.css';

/** The groups that hold a tool, with their tools in list order. */
const GROUPED = TOOL_GROUPS.map((group) => ({
  group,
  tools: TOOLS.filter((t) => t.group === group),
})).filter((g) => g.tools.length > 0);

const lazyTools = new Map<string, ComponentType<ToolProps>>();
function lazyTool(tool: ToolEntry): ComponentType<ToolProps> {
  let found = lazyTools.get(tool.id);
  if (!found) {
    found = lazyComponent(tool.load);
    lazyTools.set(tool.id, found);
  }
  return found;
}

function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const changed = () => setHash(window.location.hash);
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

export function ToolsApp() {
  const hash = useHash();
  const { tool, params } = useMemo(() => toolOfHash(hash), [hash]);
  const unknown = tool === null && hash.replace(/^#/, '') !== '';
  useEffect(() => {
    document.title = tool ? `${tool.name} — Component Studio` : 'Component Studio — tools';
  }, [tool]);
  const Tool = tool ? lazyTool(tool) : null;

  return (
    <div className="app tools-app">
      <header className="app-header">
        <div className="app-title">
          <h1>Component Studio</h1>
          <PageNav current="tools" className="app-nav" />
        </div>
        <p>
          Build install and authorization links, try Discord&apos;s other operations through the
          local relay with every field checked first, and look up the events that come with them.
        </p>
      </header>
      <div className="tools-layout">
        <nav aria-label="Tools" className="tools-nav">
          {GROUPED.map(({ group, tools }) => (
            <section key={group}>
              <h2>{group}</h2>
              <ul>
                {tools.map((t) => (
                  <li key={t.id}>
                    <a
                      href={`#${t.id}`}
                      data-testid={`tool-link:${t.id}`}
                      aria-current={t === tool ? 'page' : undefined}
                    >
                      {t.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main className="tools-main">
          {unknown && (
            <p role="alert" className="tools-unknown" data-testid="tools-unknown">
              There is no tool called “{hash.replace(/^#/, '').slice(0, 60)}”. Pick one below.
            </p>
          )}
          {Tool && tool ? (
            <section className="panel tool" data-testid={`tool:${tool.id}`} aria-label={tool.name}>
              <h2>{tool.name}</h2>
              <p className="hint">{tool.summary}</p>
              <Suspense fallback={<p className="loading">Loading {tool.name}…</p>}>
                <Tool key={hash} params={params} />
              </Suspense>
            </section>
          ) : (
            <ToolIndex />
          )}
        </main>
      </div>
    </div>
  );
}

function ToolIndex() {
  return (
    <div className="tools-index" data-testid="tools-index">
      {GROUPED.map(({ group, tools }) => (
        <section key={group} className="panel">
          <h2>{group}</h2>
          <dl>
            {tools.map((t) => (
              <div key={t.id}>
                <dt>
                  <a href={`#${t.id}`}>{t.name}</a>
                </dt>
                <dd>{t.summary}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
