// discord.py 2.x code for a modal plan: build_modal (a ui.Modal with its items), show_design (an
// interaction's modal response), and the submit handler that reads each field by its custom_id
// with its type, with route_modal, which a bot's on_interaction hands every submit to.
import type { ModalPlan, SubmitValue } from '../../model';
import type { PyCtx } from './discordpy-fields';
import { def, pyName } from './discordpy-py';
import { modalItems } from './discordpy-tree';
import { call, literal } from '../common/source';
import { shown } from '../common/shared';

const py = (v: unknown) => literal(v, 'py');

/** `name: type = …` reading one submitted value; absent when Discord may leave it out. */
function read(v: SubmitValue): string {
  const name = pyName(v.name);
  const c = v.optional ? `fields.get(${py(v.customId)}, {})` : `fields[${py(v.customId)}]`;
  switch (v.type) {
    case 'text':
      return `${name}: str = ${c}.get('value', '')`;
    case 'choice':
      return `${name}: Optional[str] = ${c}.get('value')`;
    case 'boolean':
      return `${name}: bool = bool(${c}.get('value', False))`;
    case 'strings':
      return `${name}: List[str] = list(${c}.get('values', []))`;
    default:
      // Users, roles, mentionables, channels and attachments come as ids; the objects are in
      // interaction.data['resolved'].
      return `${name}: List[int] = [int(x) for x in ${c}.get('values', [])]  # ${v.type.replace(/s$/, '')} ids`;
  }
}

const SUBMITTED = [
  'def submitted(interaction: discord.Interaction) -> Dict[str, Dict[str, Any]]:',
  '    """Each submitted component by its custom_id, wherever it sits (a Label or a row)."""',
  '    found: Dict[str, Dict[str, Any]] = {}',
  "    todo: List[Any] = list((interaction.data or {}).get('components', []))",
  '    while todo:',
  '        component = todo.pop()',
  "        if 'custom_id' in component:",
  "            found[component['custom_id']] = component",
  "        todo.extend(component.get('components', []))",
  "        if 'component' in component:",
  "            todo.append(component['component'])",
  '    return found',
].join('\n');

/** The functions of a modal plan. */
export function modalParts(plan: ModalPlan, ctx: PyCtx): string[] {
  for (const f of plan.body)
    ctx.notes.note(f.path, `discord.py's Modal has no such parameter (${shown(f.value)})`);
  const made = call(
    'ui.Modal',
    [
      ...(plan.title !== null ? [`title=${py(plan.title)}`] : []),
      ...(plan.customId !== null ? [`custom_id=${py(plan.customId)}`] : []),
    ],
    'py',
  );
  const adds = modalItems(plan.components, ctx).map((i) => `modal.add_item(${i})`);
  const parts = [
    def('def build_modal() -> ui.Modal:', 'The modal, built fresh each time it is shown.', [
      `modal = ${made}`,
      ...adds,
      'return modal',
    ]),
    def(
      'async def show_design(interaction: discord.Interaction) -> None:',
      'Shows the modal in answer to a command or a button / select (response type 9).',
      ['await interaction.response.send_modal(build_modal())'],
    ),
  ];
  if (plan.customId === null) return parts;
  const names = plan.submit.map((v) => pyName(v.name));
  parts.push(
    SUBMITTED,
    def(
      'async def on_modal_submit(interaction: discord.Interaction) -> None:',
      'The modal was submitted: each field read by its custom_id.',
      [
        ...(plan.submit.length > 0 ? ['fields = submitted(interaction)'] : []),
        ...plan.submit.map(read),
        ...(names.length > 0 ? [`del ${names.join(', ')}  # your code here`] : []),
        'await interaction.response.defer()',
      ],
    ),
    def(
      'async def route_modal(interaction: discord.Interaction) -> None:',
      "Routes the submit to its handler: call it from your client's on_interaction.",
      [
        'if interaction.type is not discord.InteractionType.modal_submit:',
        '    return',
        `if (interaction.data or {}).get('custom_id') == ${py(plan.customId)}:`,
        '    await on_modal_submit(interaction)',
      ],
    ),
  );
  return parts;
}
