// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { richInputs } from '../RichField';
import { docOf, renderInspector } from '../test-utils';

const before = process.env.TZ;
beforeAll(async () => {
  // The picker shows local time: a zone two hours east of UTC makes that visible.
  process.env.TZ = 'Etc/GMT-2';
  await richInputs.load();
});
afterAll(() => {
  process.env.TZ = before;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const open = () => {
  const { doc, node } = docOf('embed', 'legacy');
  return renderInspector(doc, node.key);
};

describe("an embed's timestamp", () => {
  it('writes the picked local time as an ISO string in UTC, and shows a typed one in the picker', () => {
    const { props, field } = open();
    const picker = screen.getByTestId('field:timestamp-local') as HTMLInputElement;
    fireEvent.change(picker, { target: { value: '2026-11-27T18:30:00' } });
    expect(props().timestamp).toBe('2026-11-27T16:30:00.000Z');
    expect((field('timestamp') as HTMLInputElement).value).toBe('2026-11-27T16:30:00.000Z');

    fireEvent.change(field('timestamp'), { target: { value: '2025-01-02T03:04:05Z' } });
    expect(props().timestamp).toBe('2025-01-02T03:04:05Z');
    // jsdom writes the seconds' fraction too; a browser leaves it off.
    expect(picker.value).toMatch(/^2025-01-02T05:04:05(\.000)?$/);
  });

  it('sets Now in whole seconds, and clears with an empty ISO box', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T16:30:12.345Z'));
    const { props, field } = open();
    fireEvent.click(screen.getByTestId('field:timestamp-now'));
    expect(props().timestamp).toBe('2026-11-27T16:30:12.000Z');
    fireEvent.change(field('timestamp'), { target: { value: '' } });
    expect('timestamp' in props()).toBe(false);
  });

  it('says what an ISO string looks like when the text is no date', () => {
    const { field } = open();
    fireEvent.change(field('timestamp'), { target: { value: 'yesterday' } });
    expect(field('timestamp').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/An ISO 8601 date and time/)).toBeTruthy();
  });
});
