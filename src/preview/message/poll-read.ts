// Reading a poll request (`{ question, answers, duration, allow_multiselect }`, untrusted JSON)
// into what the poll card draws, and the time left written as Discord's client writes it.
import { isRecord, num, rec, str } from '../media/read';

/** A poll without `duration` lasts 24 hours (Discord's default). */
export const DEFAULT_POLL_HOURS = 24;

export interface PollAnswerView {
  text: string | undefined;
  /** The partial emoji `{ id?, name?, animated? }`, or undefined. */
  emoji: unknown;
}

export interface PollView {
  question: string | undefined;
  answers: PollAnswerView[];
  multiselect: boolean;
  /** Whole hours the poll runs for. */
  hours: number;
}

/** What a poll request shows; anything missing or of the wrong type is left out, never thrown. */
export function readPoll(poll: unknown): PollView {
  const body = rec(poll);
  const duration = num(body.duration);
  return {
    question: str(rec(body.question).text),
    answers: (Array.isArray(body.answers) ? body.answers : []).map((answer: unknown) => {
      const media = rec(isRecord(answer) ? answer.poll_media : undefined);
      return { text: str(media.text), emoji: isRecord(media.emoji) ? media.emoji : undefined };
    }),
    multiselect: body.allow_multiselect === true,
    // Out-of-range durations are the validator's to report; the card still says what was asked.
    hours: duration !== undefined && duration >= 1 ? Math.floor(duration) : DEFAULT_POLL_HOURS,
  };
}

/**
 * The time left on a poll just posted: "5h left" under a day, else whole days ("7d left",
 * "32d left" for the longest, 768 hours), as the client rounds down what remains.
 */
export function timeLeft(hours: number): string {
  return hours < 24 ? `${hours}h left` : `${Math.floor(hours / 24)}d left`;
}

/** "0 votes", "1 vote", "12 votes". */
export function votesText(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}
