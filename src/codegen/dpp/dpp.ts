// The D++ (C++) printer: the source a bot developer pastes into a bot written with D++ 10.1.5 to
// build a design (a message, a modal or a command set), send or show or register it, and answer
// it (one handler per button and select, routed by custom_id; one per modal submit, reading each
// value). It prints only from the model's plan; what D++ cannot express is in LACKS, and what it
// sends differently is said in the header, with the plan's sentences.
import { planDesign } from '../../model';
import type {
  CommandsPlan,
  Doc,
  Lacks,
  MessagePlan,
  ModalPlan,
  Plan,
  PlanNode,
  Route,
  SubmitValue,
} from '../../model';
import { commentLines } from '../common/literals';
import type { CodegenOptions } from '../common/shared';
import { declare } from './dpp-nodes';
import { Notes, headerLines } from '../common/header';
import { FLAG_NAMES, ident, isObj, mimetype, snowflake, str, text } from './dpp-words';

export const DPP_VERSION = '10.1.5';

/** What D++ 10.1.5 cannot express (see ./README.md). */
export const LACKS: Lacks = {
  library: 'D++',
  kinds: ['radio-group', 'checkbox-group', 'checkbox', 'file-upload', 'entry-point-command'],
  fields: {
    label: ['description'],
    'string-select': ['required'],
    'user-select': ['required'],
    'role-select': ['required'],
    'mentionable-select': ['required'],
    'channel-select': ['required'],
    embed: ['type', 'video', 'provider'],
    message: [
      'username',
      'avatar_url',
      'thread_name',
      'applied_tags',
      'enforce_nonce',
      'message_reference',
      'sticker_ids',
    ],
  },
};

const indent = (lines: readonly string[], by = '\t') =>
  lines.flatMap((l) => l.split('\n')).map((l) => (l ? `${by}${l}` : l));

/** The statements declaring every node, children first, as the plan orders them. */
function declarations(plan: Plan, notes: Notes): string[] {
  return plan.declarations.flatMap((n) => declare(n, notes));
}

const READ_FILE = [
  '// Reads a file of the folder the bot runs in, to upload it.',
  'inline std::string read_file(const std::string& path) {',
  '\tstd::ifstream in(path, std::ios::binary);',
  '\tif (!in) throw std::runtime_error("cannot read " + path);',
  '\treturn std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());',
  '}',
];

function allowedMentions(v: unknown): string {
  if (!isObj(v as never)) return 'm.set_allowed_mentions(true, true, true);';
  const a = v as Record<string, unknown>;
  const parse = Array.isArray(a.parse) ? a.parse : [];
  const ids = (list: unknown) =>
    `{${(Array.isArray(list) ? list : []).map((id) => snowflake(text(id as never))).join(', ')}}`;
  return `m.set_allowed_mentions(${parse.includes('users')}, ${parse.includes('roles')}, ${parse.includes('everyone')}, ${a.replied_user === true}, ${ids(a.users)}, ${ids(a.roles)});`;
}

function routeHandler(r: Route): string[] {
  const button = r.kind === 'button';
  const type = button ? 'dpp::button_click_t' : 'dpp::select_click_t';
  const reply = button
    ? 'event.reply(dpp::message("Done").set_flags(dpp::m_ephemeral));'
    : 'event.reply(dpp::message("Picked " + std::to_string(event.values.size())).set_flags(dpp::m_ephemeral));';
  return [
    commentLines([`${r.kind} ${r.customId} (${r.path})`]),
    `void ${ident(r.name)}(const ${type}& event) {`,
    ...(button ? [] : ['\t// event.values holds the chosen values (or ids).']),
    `\t${reply}`,
    '}',
    '',
  ];
}

function router(routes: readonly Route[], event: 'button' | 'select'): string[] {
  if (routes.length === 0) return [];
  const type = event === 'button' ? 'dpp::button_click_t' : 'dpp::select_click_t';
  const branches = routes.map(
    (r, i) =>
      `\t${i ? '} else ' : ''}if (event.custom_id == ${str(r.customId)}) {\n\t\t${ident(r.name)}(event);`,
  );
  return [
    `// bot.on_${event}_click(route_${event}_click);`,
    `void route_${event}_click(const ${type}& event) {`,
    ...branches,
    '\t}',
    '}',
    '',
  ];
}

function messageCode(plan: MessagePlan, notes: Notes): string[] {
  const body: string[] = ['dpp::message m(channel_id, "");'];
  const field = (key: string) => plan.body.find((f) => f.key === key);
  const known = [
    'content',
    'tts',
    'flags',
    'allowed_mentions',
    'attachments',
    'nonce',
    'components',
  ];
  if (plan.flags.length > 0) {
    const names = plan.flags.map((b) => (b.name && FLAG_NAMES[b.name]) || `${b.bit}`);
    body.push(`m.set_flags(${names.join(' | ')});`);
    if (plan.flags.some((b) => b.bit > 0xffff))
      notes.note('flags', "D++ keeps a message's flags in 16 bits: higher bits are lost");
  }
  const content = field('content')?.value;
  if (typeof content === 'string' && content !== '') body.push(`m.set_content(${str(content)});`);
  if (field('tts')?.value === true) body.push('m.tts = true;');
  const nonce = field('nonce')?.value;
  if (nonce !== undefined && nonce !== null) {
    body.push(`m.nonce = ${str(text(nonce))};`);
    if (typeof nonce === 'number') notes.note('nonce', 'D++ sends a nonce as a string');
  }
  const mentions = field('allowed_mentions');
  if (!mentions)
    body.push(
      '// Discord parses every mention when allowed_mentions is absent; D++ always sends it.',
    );
  body.push(allowedMentions(mentions?.value));
  for (const f of plan.files) {
    body.push(
      `m.add_file(${str(f.filename)}, read_file(${str(f.localPath)}), ${str(mimetype(f.filename))});`,
    );
    if (f.description !== undefined)
      notes.note(
        `attachments`,
        `D++ sends no attachment description (${f.filename}: ${f.description})`,
      );
  }
  for (const f of plan.body)
    if (!known.includes(f.key))
      notes.note(f.path, `D++ 10.1.5 has no way to send \`${f.key}\`: left out`);
  for (const e of plan.embeds) body.push(`m.add_embed(${ident(e.name)});`);
  if (plan.poll) body.push(`m.set_poll(${ident(plan.poll.name)});`);
  for (const c of plan.components) body.push(`m.add_component_v2(${ident(c.name)});`);
  if (plan.v2 && (plan.embeds.length > 0 || (typeof content === 'string' && content !== '')))
    notes.note('flags', 'with the Components V2 flag D++ sends no content and no embeds');

  const send =
    plan.envelope === 'response-4'
      ? [
          'void send_message(const dpp::interaction_create_t& event) {',
          '\tevent.reply(build_message(event.command.channel_id));',
          '}',
        ]
      : plan.envelope === 'response-7'
        ? [
            'void send_message(const dpp::interaction_create_t& event) {',
            '\tevent.reply(dpp::ir_update_message, build_message(event.command.channel_id));',
            '}',
          ]
        : plan.envelope === 'webhook'
          ? [
              'void send_message(dpp::cluster& bot, const dpp::webhook& wh) {',
              '\tbot.execute_webhook(wh, build_message(0));',
              '}',
            ]
          : [
              'void send_message(dpp::cluster& bot, dpp::snowflake channel_id) {',
              '\tbot.message_create(build_message(channel_id));',
              '}',
            ];
  return [
    ...(plan.files.length > 0 ? [...READ_FILE, ''] : []),
    '// The message, for the channel it goes to.',
    'dpp::message build_message(dpp::snowflake channel_id) {',
    ...indent(declarations(plan, notes)),
    ...indent(body),
    '\treturn m;',
    '}',
    '',
    ...send,
    '',
    ...plan.routes.flatMap(routeHandler),
    ...router(
      plan.routes.filter((r) => r.kind === 'button'),
      'button',
    ),
    ...router(
      plan.routes.filter((r) => r.kind !== 'button'),
      'select',
    ),
  ];
}

const SUBMIT_WHAT: Partial<Record<SubmitValue['type'], string>> = {
  text: 'the text',
  strings: 'the first chosen value',
  users: "the first user's id",
  roles: "the first role's id",
  mentionables: 'the first id',
  channels: "the first channel's id",
};

function modalCode(plan: ModalPlan, notes: Notes): string[] {
  const body: string[] = [
    `dpp::interaction_modal_response modal(${str(plan.customId ?? '')}, ${str(plan.title ?? '')});`,
  ];
  const add = (c: PlanNode, label: string | null) => {
    if (label !== null) body.push(`${ident(c.name)}.set_label(${str(label)});`);
    body.push(`modal.add_component(${ident(c.name)});`);
  };
  for (const top of plan.components) {
    if (top.kind === 'label') {
      const inner = top.slots.find((s) => s.slot === 'component')?.nodes[0];
      const label = top.fields.find((f) => f.key === 'label')?.value;
      if (inner) add(inner, text(label ?? ''));
    } else if (top.kind === 'action-row') {
      // D++ writes every modal component inside a label, made from the component's own label.
      for (const inner of top.slots.flatMap((s) => s.nodes)) add(inner, null);
      notes.note(
        top.path,
        `D++ sends an action row's text input inside a label, as Discord's newer modals do`,
      );
    } else add(top, null);
  }
  for (const f of plan.body)
    notes.note(f.path, `D++ 10.1.5 has no way to send \`${f.key}\`: left out`);
  const values = plan.submit.filter((v) => SUBMIT_WHAT[v.type]);
  for (const v of plan.submit)
    if (v.type !== 'text') {
      const max = plan.declarations
        .find((n) => n.path === v.path)
        ?.fields.find((f) => f.key === 'max_values')?.value;
      if (typeof max === 'number' && max > 1)
        notes.note(v.path, `D++ gives a modal's ${v.kind} only its first value`);
    }
  const reads = values.map((v) => {
    const id = v.type === 'text' || v.type === 'strings';
    return `\tconst ${id ? 'std::string' : 'dpp::snowflake'} ${ident(v.name)} = modal_value(event, ${str(v.customId)}); // ${SUBMIT_WHAT[v.type] ?? ''}`;
  });
  const shown = values.map((v) => {
    const value =
      v.type === 'text' || v.type === 'strings' ? ident(v.name) : `${ident(v.name)}.str()`;
    return `${str(`${v.customId}=`)} + ${value}`;
  });
  return [
    '// The modal, to show with event.dialog(...) from an interaction.',
    'dpp::interaction_modal_response build_modal() {',
    ...indent(declarations(plan, notes)),
    ...indent(body),
    '\treturn modal;',
    '}',
    '',
    'void show_modal(const dpp::interaction_create_t& event) {',
    '\tevent.dialog(build_modal());',
    '}',
    '',
    "// A submitted value by custom_id: D++ gives each as a string (a select's first value or id).",
    'inline std::string modal_value(const dpp::form_submit_t& event, const std::string& custom_id) {',
    '\tfor (const auto& c : event.components) {',
    '\t\tif (c.custom_id == custom_id && std::holds_alternative<std::string>(c.value)) return std::get<std::string>(c.value);',
    '\t}',
    '\treturn "";',
    '}',
    '',
    'void on_modal_submit(const dpp::form_submit_t& event) {',
    ...reads,
    `\tevent.reply(dpp::message(${shown.length ? shown.join(' + " " + ') : '"Received"'}).set_flags(dpp::m_ephemeral));`,
    '}',
    '',
    '// bot.on_form_submit(route_form_submit);',
    'void route_form_submit(const dpp::form_submit_t& event) {',
    `\tif (event.custom_id == ${str(plan.customId ?? '')}) on_modal_submit(event);`,
    '}',
  ];
}

function commandsCode(plan: CommandsPlan, notes: Notes): string[] {
  const list = plan.commands.map((c) => ident(c.name)).join(', ');
  const single = plan.envelope === 'command';
  const register = single
    ? plan.guildId !== null
      ? `\tbot.guild_command_create(build_commands(bot.me.id).front(), ${snowflake(plan.guildId)});`
      : '\tbot.global_command_create(build_commands(bot.me.id).front());'
    : plan.guildId !== null
      ? `\tbot.guild_bulk_command_create(build_commands(bot.me.id), ${snowflake(plan.guildId)});`
      : '\tbot.global_bulk_command_create(build_commands(bot.me.id));';
  if (plan.guildId !== null && !/^[0-9]{1,20}$/.test(plan.guildId))
    notes.note('guild_id', `not a snowflake D++ can read (${plan.guildId})`);
  return [
    '// The commands, for the application they belong to (bot.me.id once ready).',
    'std::vector<dpp::slashcommand> build_commands(dpp::snowflake app_id) {',
    ...indent(declarations(plan, notes)),
    `\treturn {${list}};`,
    '}',
    '',
    '// From on_ready, inside if (dpp::run_once<struct register_bot_commands>()).',
    'void register_commands(dpp::cluster& bot) {',
    register,
    '}',
  ];
}

/** The D++ source of a design: its header, then what builds, sends and answers it. */
export function printDpp(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const notes = new Notes();
  const code =
    plan.surface === 'message'
      ? messageCode(plan, notes)
      : plan.surface === 'modal'
        ? modalCode(plan, notes)
        : commandsCode(plan, notes);
  const header = headerLines({
    library: `D++ ${DPP_VERSION}`,
    options,
    leftOut: [...plan.leftOut, ...notes.said],
  });
  return [
    commentLines(header),
    '#include <dpp/dpp.h>',
    '',
    ...(plan.surface === 'message' && plan.files.length > 0
      ? ['#include <fstream>', '#include <iterator>', '#include <stdexcept>']
      : []),
    '#include <string>',
    ...(plan.surface === 'modal' ? ['#include <variant>'] : []),
    '#include <vector>',
    '',
    ...code,
    '',
  ].join('\n');
}
