// One event of the reference: how it arrives, when, what in this app leads to it, and its payload
// as far as Discord documents it (docs/discord-rules.md, Events).
import type { Ref } from 'react';
import type { EventEntry } from '../../../model/events';
import { arrivalWords } from '../../../model/events';
import { TOOLS, toolHref } from '../tool-list';
import { RateLimitedBuilder } from './RateLimitedBuilder';

interface Props {
  entry: EventEntry;
  /** Named by the address: scrolled to and marked. */
  target: boolean;
  ref?: Ref<HTMLElement> | undefined;
}

export function EventCard({ entry, target, ref }: Props) {
  const { payload } = entry;
  const tool = entry.tool === undefined ? undefined : TOOLS.find((t) => t.id === entry.tool);
  return (
    <article
      ref={ref}
      id={`event-${entry.key}`}
      className={`event-card${target ? ' is-target' : ''}`}
      data-testid={`event:${entry.key}`}
      data-target={target || undefined}
      tabIndex={-1}
      aria-labelledby={`event-${entry.key}-title`}
    >
      <h4 id={`event-${entry.key}-title`}>
        <a href={`#events?event=${encodeURIComponent(entry.key)}`}>{entry.title}</a>
      </h4>
      <dl>
        <dt>Arrives as</dt>
        <dd>{arrivalWords(entry.arrives)}</dd>
        <dt>When</dt>
        <dd>{entry.when}</dd>
        <dt>In this app</dt>
        <dd>
          {entry.inThisApp}
          {tool && (
            <>
              {' '}
              <a href={toolHref(tool.id)} data-testid={`event-tool-link:${entry.key}`}>
                Open {tool.name}
              </a>
            </>
          )}
          {entry.arrives === 'interaction' && (
            <>
              {' '}
              <a href="/" data-testid="event-simulator-link">
                Open the editor
              </a>
            </>
          )}
        </dd>
        <dt>Payload</dt>
        <dd data-testid={`event-payload:${entry.key}`}>
          {payload.known ? (
            <>
              <ul className="event-fields">
                {payload.fields.map((f) => (
                  <li key={f.path}>
                    <code>{f.path}</code> — {f.about}
                  </li>
                ))}
              </ul>
              {payload.note && <p className="hint">{payload.note}</p>}
            </>
          ) : (
            <p className="event-undocumented">{payload.note}</p>
          )}
        </dd>
      </dl>
      {entry.key === 'RATE_LIMITED' && <RateLimitedBuilder />}
    </article>
  );
}
