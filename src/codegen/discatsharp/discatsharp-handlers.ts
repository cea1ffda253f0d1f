// DisCatSharp handler skeletons from the plan: `Route(client)` subscribes to
// ComponentInteractionCreated and, for a message, calls one method per interactive component by
// its custom_id (a select's values read from e.Values); for a modal, one method for its submit that
// reads every field by its custom_id into a variable of its type.
import { kindName } from '../../model';
import type { MessagePlan, ModalPlan, Plan, SubmitValue, SubmitValueType } from '../../model';
import { commentLines } from '../common/literals';
import type { Out } from './discatsharp-values';
import { camel, indent, pascal, str } from './discatsharp-values';

const SELECTS = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];

const ANSWER =
  'await e.Interaction.CreateResponseAsync(InteractionResponseType.DeferredMessageUpdate);';

function messageHandlers(plan: MessagePlan, out: Out): string {
  const seen = new Set<string>();
  const routes = plan.routes.filter((r) => {
    if (seen.has(r.customId)) {
      out.note(r.path, 'its custom_id is routed already, to the first component that has it');
      return false;
    }
    seen.add(r.customId);
    return true;
  });
  if (routes.length === 0) return '';
  const cases = routes.map((r) =>
    [`case ${str(r.customId)}:`, `    await ${pascal(r.name)}(e);`, '    break;'].join('\n'),
  );
  const methods = routes.map((r) =>
    [
      commentLines([`${r.customId}: the ${kindName(r.kind)} at ${r.path}.`]),
      `private static async Task ${pascal(r.name)}(ComponentInteractionCreateEventArgs e)`,
      '{',
      ...(SELECTS.includes(r.kind) ? ['    string[] values = e.Values;'] : []),
      `    ${ANSWER}`,
      '}',
    ].join('\n'),
  );
  return [
    '/// <summary>Subscribes a handler for each interactive component, routed by its custom_id.</summary>',
    'public static void Route(DiscordClient client)',
    '{',
    '    client.ComponentInteractionCreated += async (sender, e) =>',
    '    {',
    '        if (e.Interaction.Type != InteractionType.Component) return;',
    '        switch (e.Id)',
    '        {',
    indent(cases.join('\n'), '            '),
    '        }',
    '    };',
    '}',
    '',
    methods.join('\n\n'),
  ].join('\n');
}

/** Each submitted value's C# type, the component class it comes from and its member. */
const READS: Readonly<Record<SubmitValueType, [string, string, string]>> = {
  text: ['string', 'DiscordTextInputComponent', 'Value'],
  choice: ['string', 'DiscordRadioGroupComponent', 'SelectedValue'],
  strings: ['string[]', 'DiscordStringSelectComponent', 'SelectedValues'],
  users: ['string[]', 'DiscordUserSelectComponent', 'SelectedValues'],
  roles: ['string[]', 'DiscordRoleSelectComponent', 'SelectedValues'],
  mentionables: ['string[]', 'DiscordMentionableSelectComponent', 'SelectedValues'],
  channels: ['string[]', 'DiscordChannelSelectComponent', 'SelectedValues'],
  attachments: ['string[]', 'DiscordFileUploadComponent', 'Values'],
  boolean: ['bool?', 'DiscordCheckboxComponent', 'Value'],
};

const TAKEN = new Set(['e', 'sender', 'row', 'label', 'field', 'client']);

function read(v: SubmitValue): [string, string, string] {
  let name = camel(v.name);
  if (TAKEN.has(name)) name = `${name}Value`;
  const [type, cls, prop] =
    v.kind === 'checkbox-group'
      ? (['string[]', 'DiscordCheckboxGroupComponent', 'SelectedValues'] as const)
      : READS[v.type];
  return [
    `${type} ${name} = null;`,
    `if (field.CustomId == ${str(v.customId)} && field is ${cls}) ${name} = ((${cls})field).${prop};`,
    name,
  ];
}

function modalHandler(plan: ModalPlan): string {
  const reads = plan.submit.map(read);
  const when =
    plan.customId === null
      ? 'e.Interaction.Type == InteractionType.ModalSubmit'
      : `e.Interaction.Type == InteractionType.ModalSubmit && e.Id == ${str(plan.customId)}`;
  return [
    "/// <summary>Subscribes the handler of the modal's submit, routed by its custom_id.</summary>",
    'public static void Route(DiscordClient client)',
    '{',
    '    client.ComponentInteractionCreated += async (sender, e) =>',
    '    {',
    `        if (${when}) await OnSubmit(e);`,
    '    };',
    '}',
    '',
    '/// <summary>Reads every field of the submitted modal, each with its type.</summary>',
    'private static async Task OnSubmit(ComponentInteractionCreateEventArgs e)',
    '{',
    ...reads.map((r) => `    ${r[0]}`),
    '    foreach (var row in e.Interaction.Data.ModalComponents)',
    '    {',
    '        var label = row as DiscordLabelComponent;',
    '        var field = label == null ? null : label.Component as DiscordComponent;',
    '        if (field == null) continue;',
    ...reads.map((r) => `        ${r[1]}`),
    '    }',
    `    ${ANSWER}`,
    '}',
  ].join('\n');
}

/** The handlers the plan's design needs, or '' for a command set. */
export function handlers(plan: Plan, out: Out): string {
  if (plan.surface === 'message') return messageHandlers(plan, out);
  if (plan.surface === 'modal') return modalHandler(plan);
  return '';
}
