// The @buape/carbon 0.16.0 printer: the TypeScript a bot written with carbon pastes in to build a
// design (a message with its send function, a modal with its show function, a command set with its
// registration), one class per interactive component, modal and command with its handler
// skeleton, printed from the model's plan of the design. One file.
import { headerLines } from '../common/header';
import { planDesign } from '../../model';
import type { Doc, Lacks, Plan } from '../../model';
import type { CodegenOptions } from '../common/shared';
import { commandParts } from './carbon-commands';
import { messageParts } from './carbon-message';
import { modalParts } from './carbon-modal';
import { Ctx, indent, note } from './carbon-ts';

export const CARBON_VERSION = '0.16.0';

const SELECTS = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];
const COMMAND_FIELDS = ['nsfw', 'dm_permission', 'default_permission'];

/** What carbon 0.16.0 cannot express (its folder's README): the plan leaves it out with a sentence. */
export const LACKS: Lacks = {
  library: `carbon ${CARBON_VERSION}`,
  kinds: ['entry-point-command'],
  fields: {
    // carbon's Row, Container, Separator, Button, selects, Label and TextInput send no `id`.
    'action-row': ['id'],
    container: ['id'],
    separator: ['id'],
    button: ['id'],
    ...Object.fromEntries(SELECTS.map((k) => [k, ['id']])),
    label: ['id'],
    'text-input': ['id', 'label'],
    thumbnail: ['description', 'spoiler'],
    // carbon's Embed keeps title, description, url, timestamp, color, footer, author, fields and
    // the image's and thumbnail's url only.
    embed: ['type', 'video', 'provider'],
    'file-upload': ['file_types'],
    'chat-input-command': COMMAND_FIELDS,
    'user-command': ['description', 'description_localizations', ...COMMAND_FIELDS],
    'message-command': ['description', 'description_localizations', ...COMMAND_FIELDS],
    // channel.send posts to a channel: a webhook's own fields have no place in it.
    message: ['username', 'avatar_url', 'thread_name', 'applied_tags'],
  },
};

function header(plan: Plan, options: CodegenOptions, ctx: Ctx): string {
  const lines = headerLines({
    library: `@buape/carbon ${CARBON_VERSION}`,
    options,
    leftOut: [...plan.leftOut, ...ctx.said],
    usage: [
      'Register COMPONENTS, MODALS and COMMANDS in your Client:',
      'new Client(options, { commands: COMMANDS, components: COMPONENTS, modals: MODALS })',
      ...(ctx.readsFiles
        ? ['Each file is read from the path given, inside the folder the bot runs in.']
        : []),
    ],
  });
  return note(lines);
}

const arrayConst = (name: string, what: string, items: readonly string[]) =>
  `/** ${what} */\nexport const ${name} = [${items.length > 0 ? `\n${indent(items.join(',\n'))},\n` : ''}];`;

/** The carbon code of `doc`: declarations and functions to paste into a carbon bot. */
export function printCarbon(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const ctx = new Ctx();
  const tail: string[] = [];
  if (plan.surface === 'message') {
    const { consts, send } = messageParts(plan, ctx);
    tail.push(
      arrayConst(
        'COMPONENTS',
        'What the Client routes: every component with a custom_id.',
        ctx.registered,
      ),
      ...consts,
      send,
    );
  } else if (plan.surface === 'modal') {
    const { show } = modalParts(plan, ctx);
    tail.push(arrayConst('MODALS', 'What the Client routes: the modal.', ctx.modals), show);
  } else {
    const { register } = commandParts(plan, ctx);
    tail.push(arrayConst('COMMANDS', 'The command set.', ctx.commands), register);
  }
  const prelude: string[] = [];
  if (ctx.wholeId)
    prelude.push(
      [
        '// carbon routes by the part of a custom_id before ":" by default: route by the whole id.',
        `const wholeId = (id: string): ${ctx.type('ComponentParserResult')} => ({ key: id, data: {} });`,
      ].join('\n'),
    );
  if (ctx.pollEmoji)
    prelude.push(
      "// carbon types a poll answer's emoji with both name and id; Discord wants one of them.\ntype PollEmoji = { name: string; id: string };",
    );
  const names = [...ctx.imports].sort().concat([...ctx.types].sort().map((t) => `type ${t}`));
  const imports = [`import {\n${names.map((n) => `  ${n},`).join('\n')}\n} from '@buape/carbon';`];
  if (ctx.readsFiles) imports.push("import { openAsBlob } from 'node:fs';");
  const parts = [
    header(plan, options, ctx),
    imports.join('\n'),
    ...prelude,
    ...ctx.classes,
    ...tail,
  ];
  return `${parts.join('\n\n')}\n`;
}
