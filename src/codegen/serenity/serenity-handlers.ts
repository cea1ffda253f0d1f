// serenity handler skeletons from the plan: for a message, one function per interactive component
// routed by its custom_id (a select's values read with their type); for a modal, the submit routed
// by the modal's custom_id, reading each field by its custom_id into a variable of its type.
import { kindName } from '../../model';
import type { MessagePlan, ModalPlan, Plan, SubmitValue } from '../../model';
import { commentLines } from '../common/literals';
import type { Out } from './serenity-values';
import { snake, str } from './serenity-values';

/** What a select's interaction carries, by kind: serenity's variant and the values' type. */
const SELECT_VALUES: Record<string, [string, string]> = {
  'string-select': ['StringSelect', 'String'],
  'user-select': ['UserSelect', 'UserId'],
  'role-select': ['RoleSelect', 'RoleId'],
  'mentionable-select': ['MentionableSelect', 'GenericId'],
  'channel-select': ['ChannelSelect', 'ChannelId'],
};

const REPLY = [
  '    let reply = CreateInteractionResponseMessage::new().content(content).ephemeral(true);',
  '    interaction.create_response(&ctx.http, CreateInteractionResponse::Message(reply)).await',
];

function messageHandlers(plan: MessagePlan, out: Out): string {
  const seen = new Set<string>();
  const routes = plan.routes.filter((r) => {
    if (seen.has(r.customId)) {
      out.note(r.path, `its custom_id is routed already, to the first component that has it`);
      return false;
    }
    seen.add(r.customId);
    return true;
  });
  if (routes.length === 0) return '';
  const arms = routes.map(
    (r) => `        ${str(r.customId)} => ${snake(r.name)}(ctx, interaction).await?,`,
  );
  const fns = routes.map((r) => {
    const select = SELECT_VALUES[r.kind];
    const read = select
      ? [
          `    let values: Vec<${select[1]}> = match &interaction.data.kind {`,
          `        ComponentInteractionDataKind::${select[0]} { values } => values.to_vec(),`,
          '        _ => Vec::new(),',
          '    };',
          '    let content = format!("Picked {:?}", values);',
        ]
      : ['    let content = "Done.";'];
    return [
      commentLines([`${r.customId}: the ${kindName(r.kind)} at ${r.path}.`]),
      `async fn ${snake(r.name)}(ctx: &Context, interaction: &ComponentInteraction) -> serenity::Result<()> {`,
      ...read,
      ...REPLY,
      '}',
    ].join('\n');
  });
  return [
    '/// Answers a component of the message, routed by its custom_id; false for one it does not know.',
    'pub async fn handle_component(ctx: &Context, interaction: &ComponentInteraction) -> serenity::Result<bool> {',
    '    match interaction.data.custom_id.as_str() {',
    ...arms,
    '        _ => return Ok(false),',
    '    }',
    '    Ok(true)',
    '}',
    ...fns.flatMap((f) => ['', f]),
  ].join('\n');
}

/** How one field of a modal submit is read: its Rust type, the variant and the value. */
function reading(v: SubmitValue): [string, string, string, string] {
  const ids = (type: string) =>
    [
      `Vec<${type}>`,
      'SelectMenu',
      `x.values.iter().filter_map(|v| v.parse().ok()).map(${type}::new).collect()`,
      'Vec::new()',
    ] as [string, string, string, string];
  switch (v.type) {
    case 'text':
      return v.optional
        ? ['Option<String>', 'InputText', 'Some(x.value.to_string())', 'None']
        : ['String', 'InputText', 'x.value.to_string()', 'String::new()'];
    case 'choice':
      return ['Option<String>', 'RadioGroup', 'x.value.as_deref().map(str::to_string)', 'None'];
    case 'strings':
      return [
        'Vec<String>',
        v.kind === 'checkbox-group' ? 'CheckboxGroup' : 'SelectMenu',
        'x.values.to_vec()',
        'Vec::new()',
      ];
    case 'users':
      return ids('UserId');
    case 'roles':
      return ids('RoleId');
    case 'mentionables':
      return ids('GenericId');
    case 'channels':
      return ids('ChannelId');
    case 'attachments':
      return ['Vec<AttachmentId>', 'FileUpload', 'x.values.to_vec()', 'Vec::new()'];
    case 'boolean':
      return ['bool', 'Checkbox', 'x.value', 'false'];
  }
}

const SUBMITTED = `/// The field of a modal submit with this custom_id.
fn submitted<'a>(interaction: &'a ModalInteraction, custom_id: &str) -> Option<&'a LabelComponent> {
    interaction.data.components.iter().find_map(|component| match component {
        Component::Label(label) => {
            let id = match &label.component {
                LabelComponent::InputText(x) => &x.custom_id,
                LabelComponent::SelectMenu(x) => &x.custom_id,
                LabelComponent::FileUpload(x) => &x.custom_id,
                LabelComponent::RadioGroup(x) => &x.custom_id,
                LabelComponent::CheckboxGroup(x) => &x.custom_id,
                LabelComponent::Checkbox(x) => &x.custom_id,
                _ => return None,
            };
            if id.as_str() == custom_id { Some(&label.component) } else { None }
        },
        _ => None,
    })
}`;

function modalHandlers(plan: ModalPlan): string {
  const reads = plan.submit.flatMap((v) => {
    const [type, variant, value, none] = reading(v);
    return [
      commentLines(
        [
          `${v.customId}: the ${kindName(v.kind)} at ${v.path}${v.optional ? ' (may be left empty)' : ''}.`,
        ],
        '    ',
      ),
      `    let ${snake(v.name)}: ${type} = match submitted(interaction, ${str(v.customId)}) {`,
      `        Some(LabelComponent::${variant}(x)) => ${value},`,
      `        _ => ${none},`,
      '    };',
    ];
  });
  const names = plan.submit.map((v) => snake(v.name));
  const content =
    names.length > 0
      ? `    let content = format!("${names.map((n) => `${n}={:?}`).join(' ')}", ${names.join(', ')});`
      : '    let content = "Received.";';
  const route =
    plan.customId === null
      ? ['    on_submit(ctx, interaction).await?;', '    Ok(true)']
      : [
          '    match interaction.data.custom_id.as_str() {',
          `        ${str(plan.customId)} => on_submit(ctx, interaction).await?,`,
          '        _ => return Ok(false),',
          '    }',
          '    Ok(true)',
        ];
  return [
    "/// Answers the modal's submit, routed by its custom_id; false for another modal.",
    'pub async fn handle_modal_submit(ctx: &Context, interaction: &ModalInteraction) -> serenity::Result<bool> {',
    ...route,
    '}',
    '',
    ...(plan.submit.length > 0 ? [SUBMITTED, ''] : []),
    '/// Reads every field of the submit, each with its type.',
    'async fn on_submit(ctx: &Context, interaction: &ModalInteraction) -> serenity::Result<()> {',
    ...reads,
    content,
    ...REPLY,
    '}',
  ].join('\n');
}

/** The handler skeletons the plan's routes and submit values ask for, or '' for a command set. */
export function handlers(plan: Plan, out: Out): string {
  if (plan.surface === 'message') return messageHandlers(plan, out);
  if (plan.surface === 'modal') return modalHandlers(plan);
  return '';
}
