// The handler skeletons of a message plan's routes: one function per routed custom_id, typed with
// the interaction discord.js gives for its kind, and routeComponent, which a bot passes to
// `client.on(Events.InteractionCreate, …)` to reach them. custom_ids appear only as string literals.
import type { NodeKind, Route } from '../../model';
import { kindName } from '../../model';
import { literal } from '../common/source';
import type { JsCtx } from './discordjs-js';
import { fn, jsNames } from './discordjs-js';

interface Kind {
  /** The interaction discord.js gives for it, and the type guard that tells it apart. */
  type: string;
  guard: string;
  /** What the handler reads from it (a select's choices). */
  reads: readonly string[];
}

const KINDS: Partial<Record<NodeKind, Kind>> = {
  button: { type: 'ButtonInteraction', guard: 'isButton', reads: [] },
  'string-select': {
    type: 'StringSelectMenuInteraction',
    guard: 'isStringSelectMenu',
    reads: ['const chosen = interaction.values;'],
  },
  'user-select': {
    type: 'UserSelectMenuInteraction',
    guard: 'isUserSelectMenu',
    reads: ['const chosen = interaction.users;'],
  },
  'role-select': {
    type: 'RoleSelectMenuInteraction',
    guard: 'isRoleSelectMenu',
    reads: ['const chosen = interaction.roles;'],
  },
  'mentionable-select': {
    type: 'MentionableSelectMenuInteraction',
    guard: 'isMentionableSelectMenu',
    reads: ['const chosenUsers = interaction.users;', 'const chosenRoles = interaction.roles;'],
  },
  'channel-select': {
    type: 'ChannelSelectMenuInteraction',
    guard: 'isChannelSelectMenu',
    reads: ['const chosen = interaction.channels;'],
  },
};

const kindOf = (r: Route): Kind => KINDS[r.kind] ?? KINDS.button!;

/** One handler per route, then routeComponent. */
export function routeParts(routes: readonly Route[], ctx: JsCtx): string[] {
  const names = jsNames(routes.map((r) => r.name));
  const handlers = routes.map((r, i) => {
    const kind = kindOf(r);
    const what = r.kind === 'button' ? 'A click on' : 'A choice made in';
    return fn(ctx, {
      doc: [`${what} the ${kindName(r.kind)} at ${r.path}.`],
      name: names[i]!,
      params: [{ name: 'interaction', type: ctx.type(kind.type) }],
      returns: 'void',
      async: true,
      body: [
        ...kind.reads,
        '// Your code here; then answer within 3 seconds (here: leave the message as it is).',
        'await interaction.deferUpdate();',
      ].join('\n'),
    });
  });
  const checks = routes.map((r, i) => {
    const kind = kindOf(r);
    return `if (interaction.${kind.guard}() && interaction.customId === ${literal(r.customId, 'js')})\n  return ${names[i]!}(interaction);`;
  });
  const router = fn(ctx, {
    doc: [
      'Routes a click or a choice to its handler by custom_id:',
      '`client.on(Events.InteractionCreate, routeComponent)`.',
    ],
    name: 'routeComponent',
    params: [{ name: 'interaction', type: ctx.type('Interaction') }],
    returns: 'void',
    async: true,
    body: checks.join('\n'),
  });
  return [...handlers, router];
}
