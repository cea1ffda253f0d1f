// JDA 6.4.2 (Java 17) code for a design, printed from the model's plan: one class a bot developer
// pastes into a JDA bot, with static methods that build and send a message, show a modal or
// register a command set, and ListenerAdapter overrides that answer each interactive component
// (routed by custom_id) and the modal's submit (each field read with its type). The recipe is
// this folder's README.md.
import { headerLines } from '../common/header';
import { planDesign, shown, wordsOf } from '../../model';
import type {
  CommandsPlan,
  Doc,
  Lacks,
  MessagePlan,
  ModalPlan,
  NodeKind,
  Place,
  Plan,
  PlanNode,
} from '../../model';
import { commentLines } from '../common/literals';
import type { CodegenOptions } from '../common/shared';
import { handlers } from './jda-handlers';
import { component, varOf } from './jda-nodes';
import { commandPart, embed, isCommandPart, poll } from './jda-parts';
import { JDA_VERSION, LIBRARY, Out, bool, isObject, pascal, snowflake, str } from './jda-values';

const SELECTS: readonly NodeKind[] = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];
const COMPONENTS: readonly NodeKind[] = [
  'action-row',
  'button',
  ...SELECTS,
  'text-input',
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

/** Where JDA's interfaces let each kind go (MessageTopLevelComponent, ContainerChildComponent...). */
const FITS: Partial<Record<Place, readonly NodeKind[]>> = {
  message: [
    'action-row',
    'section',
    'text-display',
    'media-gallery',
    'file',
    'separator',
    'container',
  ],
  modal: ['text-display', 'label'],
  container: ['action-row', 'section', 'text-display', 'media-gallery', 'file', 'separator'],
  section: ['text-display', 'button', 'thumbnail'],
  'action-row': ['button', ...SELECTS],
  label: ['text-input', ...SELECTS, 'file-upload', 'radio-group', 'checkbox-group', 'checkbox'],
};

/** What JDA 6.4.2 cannot build, from this folder's README and its builders' methods. */
export const LACKS: Lacks = {
  library: LIBRARY,
  kinds: ['entry-point-command'],
  places: Object.entries(FITS).map(([parent, fits]) => ({
    parent: parent as Place,
    kinds: COMPONENTS.filter((k) => !fits.includes(k)),
  })),
  fields: {
    'text-input': ['label'],
    'user-select': ['default_values'],
    'role-select': ['default_values'],
    'mentionable-select': ['default_values'],
    'channel-select': ['default_values'],
    embed: ['type', 'video', 'provider'],
    message: [
      'nonce',
      'enforce_nonce',
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
    'Written as a channel message (MessageCreateData): a webhook client takes the same data.',
  'response-4':
    'Written as a channel message (MessageCreateData): event.reply(buildMessage()) sends it as a reply.',
  'response-7':
    'Written as a channel message (MessageCreateData): MessageEditData.fromCreateData(buildMessage()) updates the message.',
};

function header(plan: Plan, options: CodegenOptions, out: Out): string {
  const sent = SENT_AS[options.envelope];
  const lines = headerLines({
    library: `JDA ${JDA_VERSION} (net.dv8tion:JDA:${JDA_VERSION}), Java 17`,
    options,
    leftOut: [...plan.leftOut, ...out.said],
    usage: sent ? [sent] : [],
  });
  return commentLines(lines);
}

const indent = (s: string, by: string) =>
  s
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');

function builder(n: PlanNode, files: ReadonlyMap<string, string>, out: Out): string {
  if (n.kind === 'embed') return embed(n, out);
  if (n.kind === 'poll') return poll(n, out);
  if (isCommandPart(n.kind)) return commandPart(n, out);
  return component(n, files, out);
}

/** `var x = ...;` for every node, children first (embed fields and poll answers are calls). */
function declare(plan: Plan, files: ReadonlyMap<string, string>, out: Out): string[] {
  return plan.declarations
    .filter((n) => n.kind !== 'embed-field' && n.kind !== 'poll-answer')
    .map((n) => `var ${varOf(n)} = ${builder(n, files, out)};`);
}

/** The attachment:// names the message's components show (each becomes a FileUpload they use). */
function componentFiles(plan: MessagePlan): Set<string> {
  const names = new Set<string>();
  const see = (m: unknown) => {
    const url = isObject(m as never) ? (m as { url?: unknown }).url : undefined;
    if (typeof url === 'string' && url.startsWith('attachment://'))
      names.add(url.slice('attachment://'.length));
  };
  for (const n of plan.declarations)
    for (const f of n.fields) {
      if ((n.kind === 'thumbnail' && f.key === 'media') || (n.kind === 'file' && f.key === 'file'))
        see(f.value);
      if (n.kind === 'media-gallery' && f.key === 'items' && Array.isArray(f.value))
        for (const item of f.value) if (isObject(item)) see(item.media);
    }
  return names;
}

const MENTION_TYPES: Record<string, string> = {
  users: 'USER',
  roles: 'ROLE',
  everyone: 'EVERYONE',
};

function mentions(
  calls: string[],
  v: PlanNode['fields'][number]['value'],
  path: string,
  out: Out,
): void {
  if (!isObject(v)) {
    out.note(path, `not an object: left out (${shown(v)})`);
    return;
  }
  out.unknownKeys(v, ['parse', 'users', 'roles', 'replied_user'], path, "JDA's allowed mentions");
  const parse = Array.isArray(v.parse) ? v.parse : [];
  const types = parse.flatMap((p, i) => {
    if (typeof p === 'string' && MENTION_TYPES[p])
      return [`${out.t('Message')}.MentionType.${MENTION_TYPES[p]}`];
    out.note(`${path}.parse[${i}]`, `JDA has no such mention type: left out (${shown(p)})`);
    return [];
  });
  calls.push(`.setAllowedMentions(${out.t('List')}.of(${types.join(', ')}))`);
  for (const [key, method] of [
    ['users', 'mentionUsers'],
    ['roles', 'mentionRoles'],
  ] as const) {
    const ids = (Array.isArray(v[key]) ? v[key] : []).flatMap((id, i) => {
      if (snowflake(id) !== null) return [str(String(id))];
      out.note(`${path}.${key}[${i}]`, `not an id: left out (${shown(id)})`);
      return [];
    });
    if (ids.length > 0) calls.push(`.${method}(${ids.join(', ')})`);
  }
  const replied = bool(v.replied_user);
  if (replied !== null) calls.push(`.mentionRepliedUser(${replied})`);
}

const FLAG_CALLS: Record<number, string> = {
  4: '.setSuppressEmbeds(true)',
  4096: '.setSuppressedNotifications(true)',
  8192: '.setVoiceMessage(true)',
  32768: '.useComponentsV2()',
};

function messageCode(plan: MessagePlan, out: Out): string[] {
  const showing = componentFiles(plan);
  const files = new Map<string, string>();
  const uploads: string[] = [];
  const attached: string[] = [];
  plan.files.forEach((file, i) => {
    const name = `upload_${i + 1}`;
    const desc = file.description === undefined ? '' : `.setDescription(${str(file.description)})`;
    uploads.push(
      `var ${name} = ${out.t('FileUpload')}.fromData(${out.t('Path')}.of(${str(file.localPath)}), ${str(file.filename)})${desc};`,
    );
    if (showing.has(file.filename)) files.set(file.filename, name);
    else attached.push(name);
  });
  const calls: string[] = [];
  for (const f of plan.body) {
    const v = f.value;
    if (v === null) continue;
    if (f.key === 'content') {
      out.trims(v, f.path);
      calls.push(`.setContent(${out.text(v, f.path)})`);
    } else if (f.key === 'tts') {
      const tts = out.typed(v, f.path, bool, 'true or false');
      if (tts !== null) calls.push(`.setTTS(${tts})`);
    } else if (f.key === 'flags') {
      out.typed(v, f.path, (x) => (Number.isInteger(x) ? String(x) : null), 'a whole number');
      for (const { bit, name } of plan.flags)
        if (FLAG_CALLS[bit]) calls.push(FLAG_CALLS[bit]);
        else
          out.note(
            f.path,
            `JDA's MessageCreateBuilder cannot set flag ${bit}${name === null ? '' : ` (${name})`}: left out`,
          );
    } else if (f.key === 'allowed_mentions') mentions(calls, v, f.path, out);
    else if (f.key !== 'attachments')
      out.note(f.path, `JDA's MessageCreateBuilder has no \`${f.key}\`: left out (${shown(v)})`);
  }
  if (plan.embeds.length > 0) calls.push(`.setEmbeds(${plan.embeds.map(varOf).join(', ')})`);
  if (plan.poll) calls.push(`.setPoll(${varOf(plan.poll)})`);
  if (plan.components.length > 0)
    calls.push(`.setComponents(${plan.components.map(varOf).join(', ')})`);
  if (attached.length > 0) calls.push(`.setFiles(${attached.join(', ')})`);
  const body = [
    ...uploads,
    ...declare(plan, files, out),
    `return new ${out.t('MessageCreateBuilder')}()${calls.map((c) => `\n        ${c}`).join('')}\n        .build();`,
  ];
  return [
    '    /** The message, ready to send; its files are read from the folder the bot runs in. */',
    `    public static ${out.t('MessageCreateData')} buildMessage() {`,
    indent(body.join('\n'), '        '),
    '    }',
    '',
    '    /** Sends the message to the text channel with this id. */',
    `    public static void sendMessage(${out.t('JDA')} jda, long channelId) {`,
    '        jda.getTextChannelById(channelId).sendMessage(buildMessage()).queue();',
    '    }',
  ];
}

function modalCode(plan: ModalPlan, out: Out): string[] {
  for (const f of plan.body)
    if (f.value !== null)
      out.note(f.path, `JDA's Modal has no \`${f.key}\`: left out (${shown(f.value)})`);
  const add =
    plan.components.length > 0
      ? `\n        .addComponents(${plan.components.map(varOf).join(', ')})`
      : '';
  const body = [
    ...declare(plan, new Map(), out),
    `return ${out.t('Modal')}.create(${str(plan.customId ?? '')}, ${str(plan.title ?? '')})${add}\n        .build();`,
  ];
  return [
    '    /** The modal, ready to show. */',
    `    public static ${out.t('Modal')} buildModal() {`,
    indent(body.join('\n'), '        '),
    '    }',
    '',
    '    /** Shows the modal in answer to a slash command, a button or a select menu. */',
    `    public static void showModal(${out.t('IModalCallback')} event) {`,
    '        event.replyModal(buildModal()).queue();',
    '    }',
  ];
}

function commandsCode(plan: CommandsPlan, out: Out): string[] {
  const L = out.t('List');
  const body = [
    ...declare(plan, new Map(), out),
    `return ${L}.of(${plan.commands.map(varOf).join(', ')});`,
  ];
  const guild = plan.guildId === null ? null : snowflake(plan.guildId);
  if (plan.guildId !== null && guild === null)
    out.note(
      'guild_id',
      `not a guild id JDA can look up: the commands are registered globally (${shown(plan.guildId)})`,
    );
  const target = guild === null ? 'jda' : `jda.getGuildById(${guild})`;
  return [
    plan.envelope === 'command'
      ? '    /** The command (a list of one: registering it this way replaces the others). */'
      : '    /** The command set. */',
    `    public static ${L}<${out.t('CommandData')}> buildCommands() {`,
    indent(body.join('\n'), '        '),
    '    }',
    '',
    `    /** Registers the command set ${guild === null ? 'globally' : 'in the guild'}, in one bulk overwrite. */`,
    `    public static void registerCommands(${out.t('JDA')} jda) {`,
    `        ${target}.updateCommands().addCommands(buildCommands()).queue();`,
    '    }',
  ];
}

/** The class the code is: the design's name in PascalCase, then `Bot`. */
export function className(name: string | undefined): string {
  const words = wordsOf(name ?? '');
  const base = pascal(words);
  return /^[A-Za-z]/.test(base) ? `${base}Bot` : `Design${base}Bot`;
}

/** The JDA source for `doc` as `options.envelope` sends it. */
export function printJda(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const out = new Out();
  const code =
    plan.surface === 'message'
      ? messageCode(plan, out)
      : plan.surface === 'modal'
        ? modalCode(plan, out)
        : commandsCode(plan, out);
  const handling = handlers(plan, out);
  const extend = plan.surface === 'commands' ? '' : ` extends ${out.t('ListenerAdapter')}`;
  return [
    header(plan, options, out),
    '',
    ...out.imports(),
    '',
    `public class ${className(options.name)}${extend} {`,
    ...code,
    ...handling,
    '}',
    '',
  ].join('\n');
}
