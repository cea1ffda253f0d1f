// discordeno code for the bot and its handlers: `makeBot(token)` (createBot with the
// desiredProperties a handler reads, and interactionCreate set to the router), one handler per
// interactive component of a message keyed by its custom_id (the plan's routes), and the modal's
// submit handler reading each field with its type (the plan's submit).
import type { Plan, SubmitValue } from '../../model';
import { jsString, list, objectKey } from '../common/source';
import type { Ctx } from './discordeno-values';
import { tsName } from './discordeno-values';

export const BOT = `/** The bot, with what its handlers read of an interaction. */
export function makeBot(token: string) {
  const bot = createBot({
    token,
    desiredProperties: {
      interaction: { id: true, type: true, token: true, data: true },
      component: { type: true, customId: true, value: true, values: true, component: true, components: true },
    },
  });
  bot.events.interactionCreate = (interaction) => route(interaction);
  return bot;
}

type StudioBot = ReturnType<typeof makeBot>;
type StudioInteraction = Parameters<NonNullable<StudioBot['events']['interactionCreate']>>[0];`;

const WHAT: Readonly<Record<string, string>> = {
  'string-select': 'values',
  'user-select': 'userIds',
  'role-select': 'roleIds',
  'mentionable-select': 'ids',
  'channel-select': 'channelIds',
};

const reply = (content: string) =>
  `await interaction.respond({ content: ${content}, flags: MessageFlags.Ephemeral });`;

function componentHandlers(plan: Plan, ctx: Ctx): string | null {
  if (plan.surface !== 'message' || plan.routes.length === 0) return null;
  const seen = new Set<string>();
  const handlers = plan.routes.flatMap((r) => {
    if (seen.has(r.customId)) return [];
    seen.add(r.customId);
    const key = objectKey(r.customId, 'js');
    const values = WHAT[r.kind];
    if (!values)
      return [
        `${key}: async (interaction) => {\n    // TODO: ${tsName(r.name)}\n    await interaction.deferEdit();\n  },`,
      ];
    ctx.use('MessageFlags');
    return [
      `${key}: async (interaction) => {\n    const ${values}: string[] = interaction.data?.values ?? [];\n    ${reply(`'Picked ' + ${values}.join(', ')`)}\n  },`,
    ];
  });
  return `/** One handler per interactive component, by custom_id. */
const componentHandlers: Record<string, (interaction: StudioInteraction) => Promise<void>> = {
  ${handlers.join('\n  ')}
};`;
}

/** How the submit handler reads a value, with its type. */
function read(v: SubmitValue): string {
  const at = `field(interaction, ${jsString(v.customId)})`;
  const name = tsName(v.name);
  switch (v.type) {
    case 'text':
      return `const ${name}: string = ${at}?.value ?? '';`;
    case 'choice':
      return `const ${name}: string | undefined = ${at}?.value;`;
    case 'boolean':
      // discordeno's Component type declares no boolean value.
      return `const ${name}: boolean = (${at}?.value as unknown) === true;`;
    default:
      return `const ${name}: string[] = ${at}?.values ?? []; // ${v.type}`;
  }
}

function modalHandler(plan: Plan, ctx: Ctx): string | null {
  if (plan.surface !== 'modal' || plan.customId === null) return null;
  ctx.use('MessageFlags');
  ctx.type('Component');
  const names = plan.submit.map((v) => tsName(v.name));
  const reads = plan.submit.map(read);
  const dropped = plan.submit.some((v) => DROPPED.includes(v.kind))
    ? [
        "// discordeno's interaction transformer drops file uploads, radio groups, checkbox groups",
        '// and checkboxes: their values read here as empty.',
      ]
    : [];
  const body = [...dropped, ...reads, reply(`JSON.stringify(${list('{', names, '}', 'js', ' ')})`)];
  return `/** A modal field's component, found by its custom_id (fields arrive inside their labels). */
function field(interaction: StudioInteraction, customId: string): Component | undefined {
  for (const top of interaction.data?.components ?? []) {
    const inner = top.component ?? top.components?.[0];
    if (inner?.customId === customId) return inner;
  }
  return undefined;
}

/** The modal's submit handler: each field with its type. */
const modalHandlers: Record<string, (interaction: StudioInteraction) => Promise<void>> = {
  ${objectKey(plan.customId, 'js')}: async (interaction) => {
    ${body.join('\n    ')}
  },
};`;
}

const DROPPED = ['file-upload', 'radio-group', 'checkbox-group', 'checkbox'];

/** The handlers and the router `makeBot` sets as interactionCreate. */
export function handlerParts(plan: Plan, ctx: Ctx): string[] {
  const components = componentHandlers(plan, ctx);
  const modal = modalHandler(plan, ctx);
  const lines = ['async function route(interaction: StudioInteraction) {'];
  if (components || modal) {
    ctx.use('InteractionTypes');
    lines.push(
      '  const customId = interaction.data?.customId;',
      '  if (customId === undefined) return;',
    );
  }
  if (components)
    lines.push(
      '  if (interaction.type === InteractionTypes.MessageComponent) await componentHandlers[customId]?.(interaction);',
    );
  if (modal)
    lines.push(
      '  if (interaction.type === InteractionTypes.ModalSubmit) await modalHandlers[customId]?.(interaction);',
    );
  if (!components && !modal)
    lines.push('  void interaction; // no component of this design is routed');
  lines.push('}');
  return [...(components ? [components] : []), ...(modal ? [modal] : []), lines.join('\n')];
}
