// `list_kinds`: every kind of the catalog (components, embeds and polls, commands, options) with
// its type number, where it may go and its limits, and Discord's limits as src/model/limits.ts
// has them. Read from the model each time, so it cannot drift from what the validator checks.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CatalogEntry } from '../../model';
import { CATALOG, COMMAND_LIMITS, LIMITS, fieldsOf, homeOf } from '../../model';
import { guarded, ok } from './result';

const FAMILY = {
  component: 'a component, in a message or a modal',
  part: "part of a legacy message's body (no type number: found by the field it stands in)",
  command: 'an application command',
  option: "an application command's option",
} as const satisfies Record<CatalogEntry['family'], string>;

function describeKind(e: CatalogEntry) {
  const fields = fieldsOf(e.kind)
    .filter((f) => f.max !== undefined || f.min !== undefined || f.required)
    .map((f) => ({
      field: f.name,
      ...(f.required ? { required: true } : {}),
      ...(f.min === undefined ? {} : { min: f.min }),
      ...(f.max === undefined ? {} : { max: f.max }),
    }));
  return {
    kind: e.kind,
    name: e.name,
    family: FAMILY[e.family],
    ...(e.family === 'part' ? {} : { type: e.type }),
    surfaces: e.surfaces,
    where: Object.fromEntries(e.surfaces.map((s) => [s, homeOf(e.kind, s)])),
    ...(e.v2Only ? { componentsV2Only: true } : {}),
    ...(e.legacyOnly ? { legacyOnly: true } : {}),
    ...(e.interactive ? { interactive: true } : {}),
    slots: e.slots.map((s) => ({
      slot: s.name,
      min: s.min,
      max: s.max,
      accepts: s.accepts,
    })),
    limits: fields,
  };
}

export function registerListKinds(server: McpServer, token: string): void {
  server.registerTool(
    'list_kinds',
    {
      description:
        'Lists every kind Component Studio knows: components (with their Discord type numbers), embed and poll parts, application commands and their options; for each, the surfaces it is for (message, modal, commands), where it may go, the kinds each slot accepts and the field limits. Also the limits of a whole message and of commands.',
      inputSchema: {},
    },
    guarded(token, () =>
      // Compact: the list is long, and an agent reads it whole.
      ok({ kinds: CATALOG.map(describeKind), limits: LIMITS, commandLimits: COMMAND_LIMITS }, 0),
    ),
  );
}
