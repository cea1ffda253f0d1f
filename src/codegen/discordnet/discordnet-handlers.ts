// The handler skeletons of the Discord.Net printer: for a message, one method per routed button or
// select (the plan's routes) behind a switch on the custom_id on ButtonExecuted and
// SelectMenuExecuted; for a modal, the ModalSubmitted handler that reads each field (the plan's
// submit) with its type. Names come from the plan; every string goes through str/commentLines.
import type { Route, SubmitValue } from '../../model';
import { commentLines } from '../common/literals';
import { local, method, str } from './discordnet-words';

const indent = (lines: readonly string[], by = '\t') =>
  lines.flatMap((l) => l.split('\n')).map((l) => (l ? `${by}${l}` : l));

/** A switch on the custom_id, once per id (a second component with the same id shares it). */
function router(routes: readonly Route[], name: string): string[] {
  if (routes.length === 0) return [];
  const seen = new Set<string>();
  const cases = routes.flatMap((r) => {
    if (seen.has(r.customId)) return [];
    seen.add(r.customId);
    return [`\tcase ${str(r.customId)}:`, `\t\tawait ${method(r.name)}(component);`, '\t\tbreak;'];
  });
  return [
    `private static async Task ${name}(SocketMessageComponent component)`,
    '{',
    '\tswitch (component.Data.CustomId)',
    '\t{',
    ...indent(cases),
    '\t}',
    '}',
    '',
  ];
}

function handler(r: Route): string[] {
  const button = r.kind === 'button';
  return [
    commentLines([`${r.kind} ${r.customId} (${r.path})`]),
    `private static async Task ${method(r.name)}(SocketMessageComponent component)`,
    '{',
    ...(button
      ? []
      : [
          '\t// The chosen values (or ids) of the select.',
          '\tIReadOnlyCollection<string> values = component.Data.Values;',
        ]),
    '\tawait component.DeferAsync();',
    '}',
    '',
  ];
}

/** `Route(client)` and the methods it subscribes, for a message's routes. */
export function messageHandlers(routes: readonly Route[]): string[] {
  if (routes.length === 0) return [];
  const buttons = routes.filter((r) => r.kind === 'button');
  const selects = routes.filter((r) => r.kind !== 'button');
  return [
    '// Subscribes the handlers below: call it once, before the client starts.',
    'public static void Route(DiscordSocketClient client)',
    '{',
    ...(buttons.length ? ['\tclient.ButtonExecuted += RouteButtonAsync;'] : []),
    ...(selects.length ? ['\tclient.SelectMenuExecuted += RouteSelectMenuAsync;'] : []),
    '}',
    '',
    ...router(buttons, 'RouteButtonAsync'),
    ...router(selects, 'RouteSelectMenuAsync'),
    ...routes.flatMap(handler),
  ];
}

const WHAT: Record<SubmitValue['type'], string> = {
  text: 'the text',
  choice: 'the chosen value',
  strings: 'the chosen values',
  users: "the users' ids",
  roles: "the roles' ids",
  mentionables: 'the ids',
  channels: "the channels' ids",
  attachments: "the uploaded files' attachment ids",
  boolean: 'ticked or not',
};

function read(v: SubmitValue): string {
  const find = `fields.FirstOrDefault(x => x.CustomId == ${str(v.customId)})`;
  const name = local(v.name);
  switch (v.type) {
    case 'text':
    case 'choice':
      return `string ${name} = ${find}?.Value; // ${WHAT[v.type]}`;
    case 'boolean':
      return `bool ${name} = "true".Equals(${find}?.Value); // ${WHAT[v.type]}`;
    default:
      return `IReadOnlyCollection<string> ${name} = ${find}?.Values; // ${WHAT[v.type]}`;
  }
}

/** `Route(client)` and the ModalSubmitted handler reading each value. */
export function modalHandlers(customId: string | null, submit: readonly SubmitValue[]): string[] {
  const check = customId === null ? [] : [`\tif (modal.Data.CustomId != ${str(customId)}) return;`];
  return [
    '// Subscribes the submit handler below: call it once, before the client starts.',
    'public static void Route(DiscordSocketClient client)',
    '{',
    '\tclient.ModalSubmitted += RouteModalAsync;',
    '}',
    '',
    'private static async Task RouteModalAsync(SocketModal modal)',
    '{',
    ...check,
    '\tvar fields = modal.Data.Components.ToList();',
    ...submit.map((v) => `\t${read(v)}`),
    '\tawait modal.DeferAsync();',
    '}',
  ];
}

export { indent };
