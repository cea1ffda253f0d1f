// For the check tests of the npm libraries (carbon, dressed, discordeno): what each library's
// hand-written reference program (its testing/example.ts) is held to. All three send the five
// sample designs from the same exports, upload the same files, route the same custom_ids, and are
// changed in one place to prove that their check fails; what differs between the libraries (what
// Discord reads the same, what a library cannot express) stays in each library's check.
import { expect } from 'vitest';
import { SAMPLE_DESIGNS } from './designs';
import type { ProgramFiles, RoutingSamples } from './npm-check';

/** A sample design's payload, by its name. */
export const samplePayload = (name: string) => SAMPLE_DESIGNS.find((s) => s.name === name)!.payload;

/** The routing every reference program is checked on: both sample messages and both modals. */
export const REFERENCE_ROUTING = {
  messages: [samplePayload('message-v2'), samplePayload('message-legacy')],
  modals: [samplePayload('modal'), samplePayload('modal-choices')],
} as RoutingSamples;

/** A sample's payload as it sits in the body of the request that sends it. */
export function inRequest(as: string, payload: unknown): unknown {
  // A modal is shown with an interaction callback of type 9 (MODAL).
  return as === 'modal' ? { type: 9, data: payload } : payload;
}

/** Which export of the reference programs sends which sample design. */
const SENDS: Record<string, string> = {
  registerCommands: 'commands',
  sendReleaseMessage: 'message-v2',
  sendReportMessage: 'message-legacy',
  showFeedbackModal: 'modal',
  showSurveyModal: 'modal-choices',
};

/**
 * What each export of a reference program sends: its sample, as the library can send it
 * (`canSend`, given the sample's name), as it sits in the request's body.
 */
export function referenceSends(
  canSend: (sample: string, payload: unknown) => unknown = (_, payload) => payload,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(SENDS).map(([name, sample]) => {
      const { as, payload } = SAMPLE_DESIGNS.find((s) => s.name === sample)!;
      return [name, inRequest(as, canSend(sample, payload))];
    }),
  );
}

/** The files the reference programs' two messages upload, in order. */
export const REFERENCE_UPLOADS = [['two.png', 'notes.txt'], ['chart.png']];

/** The custom_ids of the routing samples that a handler answers: components and modals. */
export const REFERENCE_ROUTED = [
  'release:approve',
  'release:reject',
  'release:channel',
  'release:users',
  'release:roles',
  'release:mentionables',
  'release:channels',
  'report:details',
  'report:mute',
  'feedback',
  'survey',
];

/** What the two sample modals' handlers read, with its type, when every value reaches them. */
export const MODAL_READS: Record<string, unknown> = {
  feedback: {
    subject: 'typed text',
    details: 'typed text',
    area: ['editor'],
    shot: ['223456789012345678'],
  },
  survey: {
    plan: 'pro',
    topics: ['bots', 'docs'],
    subscribe: true,
    team: ['223456789012345678'],
    contact: ['223456789012345678'],
  },
};

/** What a handler answered, read back: the JSON its answer's content holds. */
export function answerContent(answers: Record<string, unknown>, id: string): unknown {
  return JSON.parse((answers[id] as { data: { content: string } }).data.content);
}

/** The program with one piece of text of one file replaced (it must occur once). */
export function changed(program: ProgramFiles, file: string, from: string, to: string) {
  const code = program[file]!;
  expect(code.split(from)).toHaveLength(2);
  return { ...program, [file]: code.replace(from, to) };
}
