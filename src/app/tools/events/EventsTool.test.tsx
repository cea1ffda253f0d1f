// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTS } from '../../../model/events';
import { TOOLS } from '../tool-list';
import { eventHref } from './event-href';
import EventsTool from './EventsTool';

afterEach(cleanup);

const open = (query = '') => render(<EventsTool params={new URLSearchParams(query)} />);

describe('EventsTool', () => {
  it('lists every event, with "Payload not documented" where the documentation shows none', () => {
    open();
    for (const e of EVENTS) expect(screen.getByTestId(`event:${e.key}`)).toBeTruthy();
    expect(screen.getByTestId('event-payload:GUILD_MEMBER_UPDATE').textContent).toBe(
      'Payload not documented.',
    );
    expect(screen.getByTestId('event-payload:audit-192').textContent).toContain('options.status');
    expect(screen.queryByTestId('events-unknown')).toBeNull();
    expect(document.querySelector('.is-target')).toBeNull();
  });

  it('links an event to the tool that leads to it, and only a tool that exists', () => {
    open();
    const link = screen.getByTestId('event-tool-link:audit-192') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/tools#voice-status');
    expect(link.textContent).toBe('Open Voice channel status');
    expect(screen.getByTestId('event-tool-link:audit-193')).toBeTruthy();
    expect(screen.queryByTestId('event-tool-link:RATE_LIMITED')).toBeNull();
    for (const e of EVENTS)
      if (e.tool !== undefined)
        expect(
          TOOLS.map((t) => t.id),
          e.key,
        ).toContain(e.tool);
  });

  it('marks and focuses the event the address names', () => {
    open('event=RATE_LIMITED');
    const card = screen.getByTestId('event:RATE_LIMITED');
    expect(card.className).toContain('is-target');
    expect(document.activeElement).toBe(card);
  });

  it('says plainly when the address names no known event', () => {
    open('event=%3Cscript%3E');
    expect(screen.getByTestId('events-unknown').textContent).toContain('“<script>”');
  });

  it('builds the request and the RATE_LIMITED dispatch with the guild id and nonce typed', () => {
    open('event=RATE_LIMITED');
    const builder = within(screen.getByTestId('rl-builder'));
    expect(builder.getByTestId('rl-problem:guildId').textContent).toMatch(/Enter the guild id/);
    fireEvent.change(builder.getByTestId('rl-field:guildId'), {
      target: { value: '1100000000000000001' },
    });
    fireEvent.change(builder.getByTestId('rl-field:nonce'), { target: { value: 'n-1' } });
    expect(JSON.parse(builder.getByTestId('rl-request').textContent ?? '')).toEqual({
      op: 8,
      d: { guild_id: '1100000000000000001', query: '', limit: 0, nonce: 'n-1' },
    });
    expect(JSON.parse(builder.getByTestId('rl-dispatch').textContent ?? '')).toEqual({
      op: 0,
      t: 'RATE_LIMITED',
      d: { opcode: 8, retry_after: 20, meta: { guild_id: '1100000000000000001', nonce: 'n-1' } },
    });
    fireEvent.change(builder.getByTestId('rl-field:secondsApart'), { target: { value: '30' } });
    expect(builder.queryByTestId('rl-dispatch')).toBeNull();
    expect(builder.getByTestId('rl-within-limit')).toBeTruthy();
  });
});

describe('eventHref', () => {
  it('links to the reference at one event', () => {
    expect(eventHref('RATE_LIMITED')).toBe('/tools#events?event=RATE_LIMITED');
  });
});
