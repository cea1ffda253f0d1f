// The hikari 2.6.0 printer: the functions a bot written with hikari pastes in to build a design
// (a message with its send call, a modal with its show call, a command set with its registration)
// and the handler skeletons its interactions need, printed from the model's plan of the design.
import { planDesign } from '../../model';
import type { Doc, Lacks } from '../../model';
import { pyHeader } from '../common/python';
import { list } from '../common/source';
import type { CodegenOptions } from '../common/shared';
import { commandParts } from './hikari-commands';
import { messageParts } from './hikari-message';
import { modalParts } from './hikari-modal';
import { Ctx } from './hikari-py';

export const HIKARI_VERSION = '2.6.0';

const MODAL_ONLY_INPUTS = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
] as const;

/** What hikari 2.6.0 cannot express (its folder's README): the plan leaves it out with a sentence. */
export const LACKS: Lacks = {
  library: `hikari ${HIKARI_VERSION}`,
  kinds: ['file-upload', 'radio-group', 'checkbox-group', 'checkbox', 'entry-point-command'],
  places: [{ parent: 'label', kinds: MODAL_ONLY_INPUTS }],
  fields: {
    label: ['description', 'id'],
    'string-select': ['required'],
    'user-select': ['default_values', 'required'],
    'role-select': ['default_values', 'required'],
    'mentionable-select': ['default_values', 'required'],
    'channel-select': ['default_values', 'required'],
    'user-command': ['description', 'description_localizations', 'dm_permission'],
    'message-command': ['description', 'description_localizations', 'dm_permission'],
    'chat-input-command': ['dm_permission'],
  },
};

const MESSAGE_TARGETS = ['message', 'webhook', 'response-4', 'response-7'] as const;
type MessageTarget = (typeof MESSAGE_TARGETS)[number];
const isTarget = (e: string): e is MessageTarget =>
  (MESSAGE_TARGETS as readonly string[]).includes(e);

/** The hikari code of `doc` for `options.envelope`: functions to paste into a hikari bot. */
export function printHikari(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const ctx = new Ctx(plan.surface === 'message' ? plan.files : []);
  let parts: string[];
  if (plan.surface === 'message') {
    const target = isTarget(options.envelope)
      ? options.envelope
      : isTarget(plan.envelope)
        ? plan.envelope
        : 'message';
    parts = messageParts(plan, target, ctx);
  } else if (plan.surface === 'modal') parts = modalParts(plan, ctx);
  else parts = commandParts(plan, ctx);
  const imports = [
    'from __future__ import annotations',
    '',
    ...(ctx.datetime ? ['import datetime', ''] : []),
    'import hikari',
    ...(ctx.builders.size > 0
      ? [`from hikari.impl import ${list('(', [...ctx.builders].sort(), ')', 'py')}`]
      : []),
  ];
  const body = parts.length > 0 ? `\n\n\n${parts.join('\n\n\n')}` : '';
  const header = pyHeader({
    library: 'hikari',
    version: HIKARI_VERSION,
    fileClass: 'hikari.File',
    plan,
    options,
    ctx,
  });
  return `${header}\n${imports.join('\n')}${body}\n`;
}
