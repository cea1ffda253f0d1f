// The discordgo (Go) printer: the source of one Go file, `package bot`, that a developer drops
// into their bot's module (it imports github.com/bwmarrin/discordgo). It prints from the model's
// plan only: the message, modal or command set as discordgo values, the call that sends, shows
// or registers it, and handler skeletons routed by custom_id. What discordgo cannot express is
// named in the comment at the top (the plan's sentences and this printer's own, for fields that
// discordgo has no place for). Recipe and limits: README.md; proven by testing/check.ts.
import { planDesign, shown, wordsOf } from '../../model';
import type { CommandsPlan, Doc, Lacks, LeftOut, MessagePlan, ModalPlan } from '../../model';
import { commentLines, stringIn } from '../common/literals';
import type { CodegenOptions } from '../common/shared';
import { LIBRARY, pascal, localName, Out, literal } from './discordgo-go';
import { CHOICE_TYPES, usedChoiceKinds, components } from './discordgo-components';
import { messageBody } from './discordgo-message';
import { command } from './discordgo-commands';
import { HANDLER, routeHandler, submitHandler } from './discordgo-handlers';

export const DISCORDGO_VERSION = 'master f43dd94 (v0.29.0-17)';

/** What discordgo cannot express (README.md): the plan leaves these out with a sentence. */
export const LACKS: Lacks = {
  library: LIBRARY,
  fields: {
    // TextDisplay has no ID field; entry point commands have no Handler field.
    'text-display': ['id'],
    'entry-point-command': ['handler'],
    'file-upload': ['file_types'],
    // MessageSend has none of these (webhook and reply fields).
    message: [
      'username',
      'avatar_url',
      'thread_name',
      'applied_tags',
      'nonce',
      'enforce_nonce',
      'message_reference',
      'shared_client_theme',
    ],
  },
};

// ---- the file -----------------------------------------------------------------------------

function header(
  what: string,
  options: CodegenOptions,
  leftOut: readonly LeftOut[],
  usage: readonly string[],
): string {
  const lines: string[] = [];
  lines.push(
    options.name !== undefined && options.name !== ''
      ? `${options.name}: ${what}, for discordgo (github.com/bwmarrin/discordgo ${DISCORDGO_VERSION}).`
      : `${what.charAt(0).toUpperCase()}${what.slice(1)}, for discordgo (github.com/bwmarrin/discordgo ${DISCORDGO_VERSION}).`,
  );
  lines.push(...usage);
  if (options.errors)
    lines.push(
      `The validator found ${options.errors} error${options.errors === 1 ? '' : 's'} in this design: Discord refuses it as it stands.`,
    );
  if (leftOut.length > 0) {
    lines.push('', 'What this code does not build:');
    for (const l of leftOut) lines.push(`- ${l.path}: ${l.what}`);
  }
  return commentLines(lines);
}

function helpers(out: Out, choiceKinds: Set<string>): string[] {
  const h = out.helper;
  const blocks: string[] = [];
  if (out.usesPtr)
    blocks.push(
      `// ${h}Ptr returns a pointer to v, for discordgo's optional fields.\nfunc ${h}Ptr[T any](v T) *T { return &v }`,
    );
  if (choiceKinds.size > 0) {
    out.imports.add('encoding/json');
    blocks.push(
      `// ${h}ChoiceOption is an option of a radio group or a checkbox group.\ntype ${h}ChoiceOption struct {\n\tLabel       string \`json:"label"\`\n\tValue       string \`json:"value"\`\n\tDescription string \`json:"description,omitempty"\`\n\tDefault     bool   \`json:"default,omitempty"\`\n}`,
    );
    const fields: Record<string, string> = {
      'radio-group': `\tID       int                \`json:"id,omitempty"\`\n\tCustomID string             \`json:"custom_id"\`\n\tOptions  []${h}ChoiceOption \`json:"options"\`\n\tRequired *bool              \`json:"required,omitempty"\``,
      'checkbox-group': `\tID        int                \`json:"id,omitempty"\`\n\tCustomID  string             \`json:"custom_id"\`\n\tMinValues *int               \`json:"min_values,omitempty"\`\n\tMaxValues int                \`json:"max_values,omitempty"\`\n\tOptions   []${h}ChoiceOption \`json:"options"\`\n\tRequired  *bool              \`json:"required,omitempty"\``,
      checkbox: `\tID       int    \`json:"id,omitempty"\`\n\tCustomID string \`json:"custom_id"\`\n\tDefault  bool   \`json:"default,omitempty"\``,
    };
    for (const kind of Object.keys(CHOICE_TYPES)) {
      if (!choiceKinds.has(kind)) continue;
      const { type, number } = CHOICE_TYPES[kind]!;
      const t = `${h}${type}`;
      blocks.push(
        [
          `// ${t} is component type ${number}, which discordgo has no type for.`,
          `type ${t} struct {\n${fields[kind]}\n}`,
          '',
          `// Type is its component type.`,
          `func (${t}) Type() discordgo.ComponentType { return ${number} }`,
          '',
          `// MarshalJSON writes its fields and "type", as discordgo's components do.`,
          `func (c ${t}) MarshalJSON() ([]byte, error) {`,
          `\ttype fields ${t}`,
          `\treturn json.Marshal(struct {`,
          `\t\tfields`,
          `\t\tType discordgo.ComponentType \`json:"type"\``,
          `\t}{fields(c), c.Type()})`,
          `}`,
        ].join('\n'),
      );
    }
  }
  return blocks;
}

export function file(head: string, out: Out, blocks: readonly string[]): string {
  const std = [...out.imports].filter((p) => !p.includes('.')).sort();
  const imports = [
    ...std.map((p) => `\t"${p}"`),
    ...(std.length > 0 ? [''] : []),
    '\t"github.com/bwmarrin/discordgo"',
  ];
  return `${head}\npackage bot\n\nimport (\n${imports.join('\n')}\n)\n\n${blocks.join('\n\n')}\n`;
}

/** The design's name as words for the file's identifiers, else the surface's. */
function stemOf(options: CodegenOptions, fallback: string): string[] {
  const words = options.name ? wordsOf(options.name) : [];
  if (words.length === 0) return [fallback];
  return /^[0-9]/.test(words[0]!) ? ['design', ...words] : words;
}

function printMessage(plan: MessagePlan, options: CodegenOptions): Printed {
  const stem = stemOf(options, 'message');
  const Stem = pascal(stem);
  const out = new Out(localName(stem));
  const h = out.helper;
  const blocks: string[] = [];
  const body = messageBody(plan, out);

  const build: string[] = [];
  if (plan.files.length > 0) {
    out.imports.add('bytes');
    out.imports.add('os');
    build.push(
      commentLines(
        ['The files it uploads, read from the folder the bot runs in: {name Discord sees, path}.'],
        '\t',
      ),
      '\tvar files []*discordgo.File',
      `\tfor _, f := range [][2]string{\n${plan.files
        .map((file) => `\t\t{${stringIn(file.filename, 'go')}, ${stringIn(file.localPath, 'go')}},`)
        .join('\n')}\n\t} {`,
      '\t\tcontent, err := os.ReadFile(f[1])',
      '\t\tif err != nil {',
      '\t\t\treturn nil, err',
      '\t\t}',
      '\t\tfiles = append(files, &discordgo.File{Name: f[0], Reader: bytes.NewReader(content)})',
      '\t}',
    );
  }
  build.push(`\treturn ${literal('&discordgo.MessageSend', body, '\t')}, nil`);
  blocks.push(
    `${commentLines([`Build${Stem} returns the message, ready for ChannelMessageSendComplex.`])}\nfunc Build${Stem}() (*discordgo.MessageSend, error) {\n${build.join('\n')}\n}`,
  );
  blocks.push(
    [
      commentLines([`Send${Stem} sends the message to a channel.`]),
      `func Send${Stem}(s *discordgo.Session, channelID string) (*discordgo.Message, error) {`,
      `\tmessage, err := Build${Stem}()`,
      '\tif err != nil {',
      '\t\treturn nil, err',
      '\t}',
      '\treturn s.ChannelMessageSendComplex(channelID, message)',
      '}',
    ].join('\n'),
  );

  // One handler per custom_id (a second component with the same custom_id shares it).
  const seen = new Set<string>();
  const routes = plan.routes.filter((r) => {
    if (seen.has(r.customId)) {
      out.note(r.path, `shares its custom_id with another component: routed to the same handler`);
      return false;
    }
    seen.add(r.customId);
    return true;
  });
  if (routes.length > 0) {
    out.imports.add('log');
    blocks.push(...routes.map((r) => routeHandler(r, out)));
    blocks.push(
      [
        commentLines([`${Stem}Handlers routes the message's components by custom_id.`]),
        `var ${Stem}Handlers = map[string]func${HANDLER}{`,
        ...routes.map((r) => `\t${stringIn(r.customId, 'go')}: ${h}${pascal(r.name)},`),
        '}',
      ].join('\n'),
    );
    blocks.push(
      [
        commentLines([
          `Handle${Stem} answers the message's components: s.AddHandler(Handle${Stem}).`,
        ]),
        `func Handle${Stem}${HANDLER} {`,
        '\tif i.Type != discordgo.InteractionMessageComponent {',
        '\t\treturn',
        '\t}',
        `\tif handle, ok := ${Stem}Handlers[i.MessageComponentData().CustomID]; ok {`,
        '\t\thandle(s, i)',
        '\t}',
        '}',
      ].join('\n'),
    );
    blocks.push(
      [
        commentLines([`${h}Acknowledge answers a component without changing the message.`]),
        `func ${h}Acknowledge${HANDLER} {`,
        '\terr := s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{',
        '\t\tType: discordgo.InteractionResponseDeferredMessageUpdate,',
        '\t})',
        '\tif err != nil {',
        '\t\tlog.Printf("answering a component: %v", err)',
        '\t}',
        '}',
      ].join('\n'),
    );
  }
  const usage = [
    'Drop this file into your bot (package bot): call Send' +
      `${Stem}(s, channelID)` +
      (routes.length > 0 ? `, and add s.AddHandler(Handle${Stem}) before s.Open().` : '.'),
  ];
  if (plan.envelope !== 'message')
    usage.push(
      `Designed as ${plan.envelope}: printed as a channel message (ChannelMessageSendComplex).`,
    );
  const leftOut = [...plan.leftOut, ...out.said];
  const source = file(header('a message', options, leftOut, usage), out, [
    ...helpers(out, new Set()),
    ...blocks,
  ]);
  return { source, leftOut };
}

function printModal(plan: ModalPlan, options: CodegenOptions): Printed {
  const stem = stemOf(options, 'modal');
  const Stem = pascal(stem);
  const out = new Out(localName(stem));
  const h = out.helper;
  const data: string[] = [];
  if (plan.customId !== null) data.push(`CustomID: ${stringIn(plan.customId, 'go')}`);
  if (plan.title !== null) data.push(`Title: ${stringIn(plan.title, 'go')}`);
  for (const field of plan.body)
    out.note(
      field.path,
      `${LIBRARY}'s InteractionResponseData has no field for \`${field.key}\`: left out (${shown(field.value)})`,
    );
  data.push(`Components: ${components(plan.components, out, '\t\t\t')}`);
  const blocks: string[] = [
    [
      commentLines([
        `Build${Stem} returns the modal: the answer to an interaction (a command or a component).`,
      ]),
      `func Build${Stem}() *discordgo.InteractionResponse {`,
      '\treturn &discordgo.InteractionResponse{',
      '\t\tType: discordgo.InteractionResponseModal,',
      `\t\tData: ${literal('&discordgo.InteractionResponseData', data, '\t\t')},`,
      '\t}',
      '}',
    ].join('\n'),
    [
      commentLines([`Show${Stem} shows the modal in answer to the interaction.`]),
      `func Show${Stem}(s *discordgo.Session, interaction *discordgo.Interaction) error {`,
      `\treturn s.InteractionRespond(interaction, Build${Stem}())`,
      '}',
    ].join('\n'),
  ];
  if (plan.customId !== null) {
    out.imports.add('log');
    blocks.push(submitHandler(plan, out));
    blocks.push(
      [
        commentLines([`${Stem}Handlers routes the modal's submit by its custom_id.`]),
        `var ${Stem}Handlers = map[string]func${HANDLER}{`,
        `\t${stringIn(plan.customId, 'go')}: ${h}OnSubmit,`,
        '}',
      ].join('\n'),
      [
        commentLines([`Handle${Stem} answers the modal's submit: s.AddHandler(Handle${Stem}).`]),
        `func Handle${Stem}${HANDLER} {`,
        '\tif i.Type != discordgo.InteractionModalSubmit {',
        '\t\treturn',
        '\t}',
        `\tif handle, ok := ${Stem}Handlers[i.ModalSubmitData().CustomID]; ok {`,
        '\t\thandle(s, i)',
        '\t}',
        '}',
      ].join('\n'),
      [
        commentLines([
          `${h}Submitted returns a modal submit's fields by custom_id, wherever they sit.`,
        ]),
        `func ${h}Submitted(data discordgo.ModalSubmitInteractionData) map[string]discordgo.MessageComponent {`,
        '\tfields := map[string]discordgo.MessageComponent{}',
        '\tvar visit func(c discordgo.MessageComponent)',
        '\tvisit = func(c discordgo.MessageComponent) {',
        '\t\tswitch field := c.(type) {',
        '\t\tcase *discordgo.Label:',
        '\t\t\tvisit(field.Component)',
        '\t\tcase *discordgo.ActionsRow:',
        '\t\t\tfor _, inner := range field.Components {',
        '\t\t\t\tvisit(inner)',
        '\t\t\t}',
        '\t\tcase *discordgo.TextInput:',
        '\t\t\tfields[field.CustomID] = field',
        '\t\tcase *discordgo.SelectMenu:',
        '\t\t\tfields[field.CustomID] = field',
        '\t\tcase *discordgo.FileUpload:',
        '\t\t\tfields[field.CustomID] = field',
        '\t\t}',
        '\t}',
        '\tfor _, c := range data.Components {',
        '\t\tvisit(c)',
        '\t}',
        '\treturn fields',
        '}',
      ].join('\n'),
      [
        commentLines([`${h}Reply answers a modal submit with a message only its author sees.`]),
        `func ${h}Reply(s *discordgo.Session, i *discordgo.InteractionCreate, content string) {`,
        '\terr := s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{',
        '\t\tType: discordgo.InteractionResponseChannelMessageWithSource,',
        '\t\tData: &discordgo.InteractionResponseData{Content: content, Flags: discordgo.MessageFlagsEphemeral},',
        '\t})',
        '\tif err != nil {',
        '\t\tlog.Printf("answering a modal submit: %v", err)',
        '\t}',
        '}',
      ].join('\n'),
    );
  } else {
    out.note('custom_id', 'the modal has no custom_id: no submit handler is printed');
  }
  const usage = [
    `Drop this file into your bot (package bot): call Show${Stem}(s, i.Interaction) in a handler` +
      (plan.customId !== null ? `, and add s.AddHandler(Handle${Stem}) before s.Open().` : '.'),
  ];
  const choiceKinds = usedChoiceKinds(plan.declarations);
  if (choiceKinds.size > 0)
    usage.push(
      'discordgo has no radio group, checkbox group or checkbox: this file declares them (types 21-23).',
      'discordgo cannot decode a submit holding them (unknown component type): its handler never runs.',
    );
  const leftOut = [...plan.leftOut, ...out.said];
  const source = file(header('a modal', options, leftOut, usage), out, [
    ...helpers(out, choiceKinds),
    ...blocks,
  ]);
  return { source, leftOut };
}

function printCommands(plan: CommandsPlan, options: CodegenOptions): Printed {
  const stem = stemOf(options, 'commands');
  const Stem = pascal(stem);
  const out = new Out(localName(stem));
  const items = plan.commands.map((c) => `\t\t${command(c, out, '\t\t', false)},`);
  const guild = plan.guildId === null ? '""' : stringIn(plan.guildId, 'go');
  const blocks = [
    [
      commentLines([`Build${Stem} returns the application commands.`]),
      `func Build${Stem}() []*discordgo.ApplicationCommand {`,
      items.length === 0
        ? '\treturn []*discordgo.ApplicationCommand{}'
        : `\treturn []*discordgo.ApplicationCommand{\n${items.join('\n')}\n\t}`,
      '}',
    ].join('\n'),
    [
      commentLines([
        `Register${Stem} overwrites the application's ${plan.guildId === null ? 'global commands' : 'commands in the guild'} with these.`,
      ]),
      `func Register${Stem}(s *discordgo.Session, appID string) ([]*discordgo.ApplicationCommand, error) {`,
      `\treturn s.ApplicationCommandBulkOverwrite(appID, ${guild}, Build${Stem}())`,
      '}',
    ].join('\n'),
  ];
  const usage = [
    `Drop this file into your bot (package bot): call Register${Stem}(s, appID) once it is ready.`,
  ];
  if (plan.envelope === 'command')
    usage.push('Designed as one command: registering it overwrites the others (bulk overwrite).');
  const leftOut = [...plan.leftOut, ...out.said];
  const source = file(header('a command set', options, leftOut, usage), out, [
    ...helpers(out, new Set()),
    ...blocks,
  ]);
  return { source, leftOut };
}

/** The printed file and everything its header says it does not build. */
export interface Printed {
  source: string;
  leftOut: readonly LeftOut[];
}

/** The Go file for `doc` and what it leaves out (the header's list), for tests and tools. */
export function renderDiscordgo(doc: Doc, options: CodegenOptions): Printed {
  if (doc.surface === 'message') return printMessage(planDesign(doc, LACKS), options);
  if (doc.surface === 'modal') return printModal(planDesign(doc, LACKS), options);
  return printCommands(planDesign(doc, LACKS), options);
}

/** The Go source that builds `doc` with discordgo: one `package bot` file. */
export function printDiscordgo(doc: Doc, options: CodegenOptions): string {
  return renderDiscordgo(doc, options).source;
}
