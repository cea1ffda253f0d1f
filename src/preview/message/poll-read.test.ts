import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_HOURS, readPoll, timeLeft, votesText } from './poll-read';

describe('timeLeft', () => {
  it('writes hours under a day and whole days from 24 hours, up to the longest poll', () => {
    const cases: [number, string][] = [
      [1, '1h left'],
      [2, '2h left'],
      [23, '23h left'],
      [24, '1d left'],
      [25, '1d left'],
      [47, '1d left'],
      [48, '2d left'],
      [168, '7d left'],
      [767, '31d left'],
      [768, '32d left'],
      [769, '32d left'],
    ];
    for (const [hours, words] of cases) expect(timeLeft(hours)).toBe(words);
  });
});

describe('votesText', () => {
  it('says vote for one and votes otherwise', () => {
    expect([0, 1, 2].map(votesText)).toEqual(['0 votes', '1 vote', '2 votes']);
  });
});

describe('readPoll', () => {
  it('reads a poll request', () => {
    const poll = {
      question: { text: 'Lunch?' },
      answers: [
        { poll_media: { text: 'Soup', emoji: { name: '🍲' } } },
        { poll_media: { text: 'Salad', emoji: { id: '123', name: 'salad', animated: true } } },
      ],
      duration: 6,
      allow_multiselect: true,
    };
    expect(readPoll(poll)).toEqual({
      question: 'Lunch?',
      answers: [
        { text: 'Soup', emoji: { name: '🍲' } },
        { text: 'Salad', emoji: { id: '123', name: 'salad', animated: true } },
      ],
      multiselect: true,
      hours: 6,
    });
  });

  it('lasts 24 hours without a usable duration and keeps the whole hours of one', () => {
    const hours = (duration: unknown) => readPoll({ duration }).hours;
    expect(DEFAULT_POLL_HOURS).toBe(24);
    for (const odd of [undefined, null, 0, 0.5, -3, '12', Number.NaN, Infinity]) {
      expect(hours(odd)).toBe(24);
    }
    expect([1, 24, 768, 769, 12.9].map(hours)).toEqual([1, 24, 768, 769, 12]);
  });

  it('draws what it can from odd input, never throwing', () => {
    for (const odd of [null, 42, 'poll', [], { question: 'text', answers: {} }]) {
      expect(readPoll(odd)).toEqual({
        question: undefined,
        answers: [],
        multiselect: false,
        hours: 24,
      });
    }
    expect(
      readPoll({ answers: [null, 7, {}, { poll_media: 'x' }, { poll_media: { emoji: 'y' } }] })
        .answers,
    ).toEqual(Array.from({ length: 5 }, () => ({ text: undefined, emoji: undefined })));
    expect(readPoll({ allow_multiselect: 'true' }).multiselect).toBe(false);
  });
});
