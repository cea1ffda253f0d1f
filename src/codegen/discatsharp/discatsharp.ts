// DisCatSharp 10.7.1 (C#) code for a design, printed from the model's plan: a static class a bot
// developer pastes into a DisCatSharp bot, with `Build()` and the call that sends the message,
// shows the modal or registers the command set, and `Route(client)`, the handler skeletons (one
// per interactive component, routed by custom_id; one per modal submit, reading each field with
// its type). The recipe is this folder's README.md.
import { headerLines } from '../common/header';
import { planDesign, wordsOf } from '../../model';
import type { Doc, Lacks, NodeKind, Place, Plan } from '../../model';
import { commentLines } from '../common/literals';
import type { CodegenOptions } from '../common/shared';
import { commandsCode } from './discatsharp-commands';
import { handlers } from './discatsharp-handlers';
import { messageCode } from './discatsharp-message';
import { modalCode } from './discatsharp-modal';
import { LIBRARY, Out, indent, pascal } from './discatsharp-values';

const COMPONENTS: readonly NodeKind[] = [
  'action-row',
  'button',
  'string-select',
  'text-input',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
  'section',
  'text-display',
  'thumbnail',
  'media-gallery',
  'file',
  'separator',
  'container',
  'label',
  'file-upload',
  'radio-group',
  'checkbox-group',
  'checkbox',
];
const SELECTS: readonly NodeKind[] = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];
const TOP: readonly NodeKind[] = [
  'action-row',
  'section',
  'text-display',
  'media-gallery',
  'file',
  'separator',
];

/** Where DisCatSharp's constructors and builders let each kind go. */
const FITS: Partial<Record<Place, readonly NodeKind[]>> = {
  message: [...TOP, 'container'],
  modal: ['text-display', 'label'],
  container: TOP,
  section: ['text-display', 'button', 'thumbnail'],
  'action-row': ['button', ...SELECTS],
  label: ['text-input', ...SELECTS, 'file-upload', 'radio-group', 'checkbox-group', 'checkbox'],
};

const NO_DESCRIPTION = ['description', 'description_localizations', 'dm_permission'];

/** What DisCatSharp cannot express, from this folder's README and its builders' signatures. */
export const LACKS: Lacks = {
  library: LIBRARY,
  places: Object.entries(FITS).map(([parent, fits]) => ({
    parent: parent as Place,
    kinds: COMPONENTS.filter((k) => !fits.includes(k)),
  })),
  fields: {
    // WithThumbnailComponent makes the thumbnail itself: it takes no id.
    thumbnail: ['id'],
    // The label of a text input is the deprecated constructor's; a Label holds it now.
    'text-input': ['label'],
    embed: ['type', 'provider', 'video'],
    poll: ['expiry'],
    'chat-input-command': ['dm_permission'],
    // DisCatSharp's bulk overwrite sends a description for chat input commands only.
    'entry-point-command': ['description', 'dm_permission'],
    'user-command': NO_DESCRIPTION,
    'message-command': NO_DESCRIPTION,
    message: [
      'sticker_ids',
      'message_reference',
      'username',
      'avatar_url',
      'thread_name',
      'applied_tags',
    ],
  },
};

/** What the printed code does where the chosen target asks for something else. */
const SENT_AS: Partial<Record<CodegenOptions['envelope'], string>> = {
  webhook:
    'Written as a channel message (SendMessageAsync): a webhook takes a DiscordWebhookBuilder.',
  'response-4':
    'Written as a channel message (SendMessageAsync): an interaction reply takes a DiscordInteractionResponseBuilder.',
  'response-7':
    'Written as a channel message (SendMessageAsync): an update takes a DiscordInteractionResponseBuilder.',
};

const USINGS = [
  'using System;',
  'using System.Collections.Generic;',
  'using System.IO;',
  'using System.Threading.Tasks;',
  'using DisCatSharp;',
  'using DisCatSharp.Entities;',
  'using DisCatSharp.Enums;',
  'using DisCatSharp.EventArgs;',
];

function header(plan: Plan, options: CodegenOptions, out: Out): string {
  const sent = SENT_AS[options.envelope];
  const lines = headerLines({
    library: `${LIBRARY} (C# 7 or later), package DisCatSharp`,
    options,
    leftOut: [...plan.leftOut, ...out.said],
    usage: sent && plan.surface === 'message' ? [sent] : [],
  });
  return commentLines(lines);
}

/** The class's name: the design's name in PascalCase, then `Design` (never a library type). */
function className(plan: Plan, options: CodegenOptions): string {
  const words = wordsOf(options.name ?? '');
  const base = words.length > 0 && !/^[0-9]/.test(words[0]!) ? words : [plan.surface];
  return `${pascal(base)}Design`;
}

/** The DisCatSharp source for `doc` as `options.envelope` sends it. */
export function printDiscatsharp(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const out = new Out();
  const code =
    plan.surface === 'message'
      ? messageCode(plan, out)
      : plan.surface === 'modal'
        ? modalCode(plan, out)
        : commandsCode(plan, out);
  const handling = handlers(plan, out);
  return [
    header(plan, options, out),
    '',
    ...USINGS,
    '',
    `public static class ${className(plan, options)}`,
    '{',
    indent(code),
    ...(handling ? ['', indent(handling)] : []),
    '}',
    '',
  ].join('\n');
}
