// hikari 2.6.0 code for a modal plan: build_modal_components, show_modal (an interaction's modal
// response) and the submit handler that reads each text input (the only value hikari 2.6.0 reads
// back from a submit) with the listener that routes the submit to it.
import type { ModalPlan } from '../../model';
import { call, list } from '../common/source';
import { component } from './hikari-components';
import type { Ctx } from './hikari-py';
import { def, py } from '../common/python';
import { pyName } from './hikari-py';

/** The functions of a modal plan; none when hikari can show none of its fields. */
export function modalParts(plan: ModalPlan, ctx: Ctx): string[] {
  for (const f of plan.body) ctx.unknown(f);
  const items = plan.components.map((c) => component(c, ctx)).filter((c) => c !== '');
  if (plan.submit.length === 0) {
    ctx.note(
      'components',
      'hikari 2.6.0 can build no field of this modal (only text inputs): the modal is not shown',
    );
    return [];
  }
  const parts = [
    def(
      'def build_modal_components() -> list[hikari.api.ComponentBuilder]:',
      "The modal's components, built fresh each time it is shown.",
      [`return ${list('[', items, ']', 'py')}`],
    ),
    def(
      'async def show_modal(interaction: hikari.ModalResponseMixin) -> None:',
      'Shows the modal in answer to a command, a button or a select (response type 9).',
      [
        call(
          'await interaction.create_modal_response',
          [py(plan.title ?? ''), py(plan.customId ?? ''), 'components=build_modal_components()'],
          'py',
        ),
      ],
    ),
  ];
  const handler = pyName(['on', ...(plan.customId ? ['modal'] : []), 'submit']);
  const reads = plan.submit.map(
    (v) =>
      `${pyName(v.name)}: str = ${v.optional ? `values.get(${py(v.customId)}, '')` : `values[${py(v.customId)}]`}`,
  );
  parts.push(
    def(
      `async def ${handler}(interaction: hikari.ModalInteraction) -> None:`,
      'The modal was submitted: each text input as its text.',
      [
        'values = {c.custom_id: c.value for row in interaction.components for c in row.components}',
        ...reads,
        `del ${plan.submit.map((v) => pyName(v.name)).join(', ')}  # your code here`,
        'await interaction.create_initial_response(hikari.ResponseType.DEFERRED_MESSAGE_CREATE)',
      ],
    ),
    def(
      'async def route_modal(event: hikari.InteractionCreateEvent) -> None:',
      'Routes the submit to its handler: bot.subscribe(hikari.InteractionCreateEvent, route_modal).',
      [
        'interaction = event.interaction',
        `if isinstance(interaction, hikari.ModalInteraction) and interaction.custom_id == ${py(plan.customId ?? '')}:`,
        `    await ${handler}(interaction)`,
      ],
    ),
  );
  return parts;
}
