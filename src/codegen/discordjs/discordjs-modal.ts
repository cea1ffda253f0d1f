// discord.js code for a modal plan: buildModal, showDesign (an interaction's modal response, for
// target 9), and the submit handler that reads each field with the getter discord.js has for its
// type, with routeModal, which a bot passes to `client.on(Events.InteractionCreate, …)`.
import type { ModalPlan, SubmitValue, SubmitValueType } from '../../model';
import { kindName } from '../../model';
import { literal } from '../common/source';
import type { JsCtx } from './discordjs-js';
import { fn, jsNames } from './discordjs-js';
import { modalBuilder } from './discordjs-tree';

/** Each value's getter on `interaction.fields`; `required` says whether it takes that flag. */
const GETTERS: Record<SubmitValueType, { getter: string; required: boolean }> = {
  text: { getter: 'getTextInputValue', required: false },
  choice: { getter: 'getRadioGroup', required: true },
  strings: { getter: 'getStringSelectValues', required: false },
  users: { getter: 'getSelectedUsers', required: true },
  roles: { getter: 'getSelectedRoles', required: true },
  mentionables: { getter: 'getSelectedMentionables', required: true },
  channels: { getter: 'getSelectedChannels', required: true },
  attachments: { getter: 'getUploadedFiles', required: true },
  boolean: { getter: 'getCheckbox', required: false },
};

function read(v: SubmitValue, name: string): string {
  const { getter, required } = GETTERS[v.type];
  // A Checkbox Group's chosen values come from their own getter.
  const getterOf = v.kind === 'checkbox-group' ? 'getCheckboxGroup' : getter;
  const args = [literal(v.customId, 'js'), ...(required ? [String(!v.optional)] : [])];
  return `const ${name} = interaction.fields.${getterOf}(${args.join(', ')});`;
}

/** The functions of a modal plan, in order. */
export function modalParts(plan: ModalPlan, envelope: string, ctx: JsCtx): string[] {
  const parts = [
    fn(ctx, {
      doc: ['The modal, built fresh each time it is shown.'],
      name: 'buildModal',
      returns: 'ModalBuilder',
      body: `return ${modalBuilder(plan, ctx)};`,
    }),
  ];
  if (envelope === 'modal-9')
    parts.push(
      fn(ctx, {
        doc: ['Shows the modal in answer to a command or a button / select (response type 9).'],
        name: 'showDesign',
        params: [
          {
            name: 'interaction',
            type: `${ctx.type('ChatInputCommandInteraction')} | ${ctx.type('MessageComponentInteraction')}`,
          },
        ],
        returns: `${ctx.type('InteractionCallbackResponse')} | undefined`,
        async: true,
        body: 'return interaction.showModal(buildModal());',
      }),
    );
  const names = jsNames(plan.submit.map((v) => v.name));
  const reads = plan.submit.map(
    (v, i) =>
      `// The ${kindName(v.kind)} at ${v.path}${v.optional ? ' (may be empty)' : ''}:\n${read(v, names[i]!)}`,
  );
  parts.push(
    fn(ctx, {
      doc: ['The modal was submitted: each field read with its type.'],
      name: 'onModalSubmit',
      params: [{ name: 'interaction', type: ctx.type('ModalSubmitInteraction') }],
      returns: 'void',
      async: true,
      body: [
        ...reads,
        '// Your code here; then answer within 3 seconds.',
        'await interaction.deferReply();',
      ].join('\n'),
    }),
    fn(ctx, {
      doc: [
        'Routes the submit to its handler:',
        '`client.on(Events.InteractionCreate, routeModal)`.',
      ],
      name: 'routeModal',
      params: [{ name: 'interaction', type: ctx.type('Interaction') }],
      returns: 'void',
      async: true,
      body:
        plan.customId !== null
          ? `if (interaction.isModalSubmit() && interaction.customId === ${literal(plan.customId, 'js')})\n  return onModalSubmit(interaction);`
          : 'if (interaction.isModalSubmit()) return onModalSubmit(interaction);',
    }),
  );
  return parts;
}
