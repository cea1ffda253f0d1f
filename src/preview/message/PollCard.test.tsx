// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PollCard } from './PollCard';

afterEach(cleanup);

const answer = (text?: string, emoji?: Record<string, unknown>) => ({
  poll_media: { ...(text !== undefined ? { text } : {}), ...(emoji ? { emoji } : {}) },
});
const answers = (n: number) => Array.from({ length: n }, (_, i) => answer(`Answer ${i + 1}`));

function draw(poll: unknown) {
  // Polls come from imported JSON: the card must cope with whatever shape arrives.
  const { container } = render(<PollCard poll={poll as Record<string, unknown>} />);
  const card = container.querySelector<HTMLElement>('.dp-poll')!;
  const q = (selector: string) => card.querySelector<HTMLElement>(selector);
  const all = (selector: string) => [...card.querySelectorAll<HTMLElement>(selector)];
  return { card, q, all };
}

describe('PollCard', () => {
  it('draws a single-answer poll: question, hint, answers with round marks, footer', () => {
    const { q, all, card } = draw({
      question: { text: 'Lunch?' },
      answers: [answer('Soup'), answer('Salad')],
    });
    expect(q('.dp-poll-question')?.textContent).toBe('Lunch?');
    expect(q('.dp-poll-hint')?.textContent).toBe('Select one answer');
    expect(all('.dp-poll-answer-text').map((el) => el.textContent)).toEqual(['Soup', 'Salad']);
    expect(all('.dp-poll-mark circle')).toHaveLength(2);
    expect(all('.dp-poll-mark rect')).toHaveLength(0);
    expect(card.dataset.multiselect).toBe('false');
    expect(q('.dp-poll-votes')?.textContent).toBe('0 votes');
    expect(q('.dp-poll-left')?.textContent).toBe('1d left');
    expect(q('.dp-poll-show')?.textContent).toBe('Show votes');
    expect(card.getAttribute('aria-label')).toBe('Poll: Lunch?');
  });

  it('draws a multiselect poll with square marks and says one or more', () => {
    const { q, all, card } = draw({
      question: { text: 'Q' },
      answers: answers(3),
      allow_multiselect: true,
    });
    expect(q('.dp-poll-hint')?.textContent).toBe('Select one or more answers');
    expect(all('.dp-poll-mark rect')).toHaveLength(3);
    expect(all('.dp-poll-mark circle')).toHaveLength(0);
    expect(card.dataset.multiselect).toBe('true');
  });

  it('draws answer emoji: unicode as text, custom from the CDN, before the text', () => {
    const { all } = draw({
      question: { text: 'Q' },
      answers: [
        answer('Clock', { name: '🕚' }),
        answer('Big', { id: '1290000000000000777', name: 'big' }),
        answer('Party', { id: '1290000000000000778', name: 'party', animated: true }),
        answer('Plain'),
        answer(undefined, { name: '📏' }),
      ],
    });
    const rows = all('.dp-poll-answer');
    expect(rows[0]!.querySelector('.dp-poll-emoji')?.textContent).toBe('🕚');
    expect(rows[1]!.querySelector('img.dp-poll-emoji')?.getAttribute('src')).toBe(
      'https://cdn.discordapp.com/emojis/1290000000000000777.webp?size=48',
    );
    expect(rows[2]!.querySelector('img.dp-poll-emoji')?.getAttribute('src')).toContain(
      'animated=true',
    );
    expect(rows[3]!.querySelector('.dp-poll-emoji')).toBeNull();
    expect(rows[4]!.querySelector('.dp-poll-emoji')?.textContent).toBe('📏');
    expect(rows[4]!.querySelector('.dp-poll-answer-text')?.textContent).toBe('');
    // The emoji comes first in its box, the mark last.
    expect(rows[0]!.firstElementChild?.classList.contains('dp-poll-emoji')).toBe(true);
    expect(rows[0]!.lastElementChild?.classList.contains('dp-poll-mark')).toBe(true);
  });

  it('says the time left from the duration: 1, 23, 24 and 768 hours, 24 by default', () => {
    const left = (duration: unknown) => {
      const found = draw({ question: { text: 'Q' }, answers: answers(1), duration }).q(
        '.dp-poll-left',
      )?.textContent;
      cleanup();
      return found;
    };
    expect([1, 23, 24, 25, 767, 768].map(left)).toEqual([
      '1h left',
      '23h left',
      '1d left',
      '1d left',
      '31d left',
      '32d left',
    ]);
    expect(left(undefined)).toBe('1d left');
    expect(left(0)).toBe('1d left');
  });

  it('draws every answer it is given, 1, 10 or 11, and none for an empty list', () => {
    for (const n of [1, 10, 11]) {
      expect(
        draw({ question: { text: 'Q' }, answers: answers(n) }).all('.dp-poll-answer'),
      ).toHaveLength(n);
      cleanup();
    }
    const empty = draw({ question: { text: 'Q' }, answers: [] });
    expect(empty.q('.dp-poll-answers')).toBeNull();
    expect(empty.q('.dp-poll-footer')).not.toBeNull();
  });

  it('draws what it can from odd input, never throwing', () => {
    for (const odd of [
      null,
      42,
      'poll',
      [],
      {},
      { question: 'Q?', answers: 'a' },
      { answers: [null, 3, { poll_media: 9 }] },
    ]) {
      const { card, q } = draw(odd);
      expect(card).not.toBeNull();
      expect(q('.dp-poll-question')).toBeNull();
      expect(card.getAttribute('aria-label')).toBe('Poll');
      expect(q('.dp-poll-hint')?.textContent).toBe('Select one answer');
      cleanup();
    }
    expect(draw({ answers: [null, 3, { poll_media: 9 }] }).all('.dp-poll-answer')).toHaveLength(3);
  });

  it('keeps the question and answers as text, never markup', () => {
    const { card } = draw({
      question: { text: '<img src=x onerror=alert(1)> **bold**' },
      answers: [answer('<script>alert(1)</script>')],
    });
    expect(card.querySelector('img, script, strong')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
  });

  it('is inert: the answers are not controls and the Vote button is disabled', async () => {
    const user = userEvent.setup();
    const { card } = draw({ question: { text: 'Q' }, answers: answers(2) });
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    const vote = screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement;
    expect(vote.disabled).toBe(true);
    expect(card.querySelectorAll('input, a, [tabindex]')).toHaveLength(0);
    await user.click(screen.getByText('Answer 1'));
    expect(card.querySelectorAll('[aria-checked="true"], [data-selected]')).toHaveLength(0);
  });
});
