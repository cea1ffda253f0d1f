// The events reference: what Discord sends an app (docs/discord-rules.md, Events), with the fields
// Discord names and "Payload not documented" where it names none. `#events?event=<key>` scrolls
// to that event and marks it.
import { useEffect, useRef } from 'react';
import { EVENT_SECTIONS, EVENTS, eventByKey } from '../../../model/events';
import type { ToolProps } from '../tool-list';
import { EventCard } from './EventCard';
import './events.css';

export default function EventsTool({ params }: ToolProps) {
  const wanted = params.get('event') ?? '';
  const target = eventByKey(wanted);
  const targetRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; the page does.
    targetRef.current?.scrollIntoView?.({ block: 'start' });
    targetRef.current?.focus({ preventScroll: true });
  }, [target]);

  return (
    <div className="events-ref" data-testid="events-ref">
      {wanted !== '' && target === null && (
        <p role="alert" className="events-unknown" data-testid="events-unknown">
          The reference has no event called “{wanted.slice(0, 60)}”. Here are all of them.
        </p>
      )}
      <p className="hint">
        Only what Discord's documentation describes is shown. Where it does not describe a payload,
        the entry says “Payload not documented” rather than guess.
      </p>
      <nav aria-label="Events" className="events-toc">
        {EVENTS.map((e) => (
          <a key={e.key} href={`#events?event=${encodeURIComponent(e.key)}`}>
            {e.title}
          </a>
        ))}
      </nav>
      {EVENT_SECTIONS.map((section) => (
        <section key={section} className="events-section" aria-label={section}>
          <h3>{section}</h3>
          {EVENTS.filter((e) => e.section === section).map((e) => (
            <EventCard
              key={e.key}
              entry={e}
              target={e === target}
              ref={e === target ? targetRef : undefined}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
