// The dressed printer's modal files: the module that shows the modal (interaction.showModal) and
// the submit's handler file (src/components/modals), which reads every field with its type:
// dressed's getField getters, or the submitted components for the kinds it has no getter for.
import type { ModalPlan, SubmitValue } from '../../model';
import { jsString, list } from '../common/source';
import { camel, fileWords, routePattern, type PrintedFile } from './dressed-names';
import { Imports, component, objectOf } from './dressed-values';

/** The getter of dressed's getField for a value, and what turns its result into ids. */
const GETTERS: Partial<Record<string, [string, string]>> = {
  text: ['textInput', ''],
  users: ['userSelect', '.map((user) => user.id)'],
  roles: ['roleSelect', '.map((role) => role.id)'],
  mentionables: ['mentionableSelect', '.map((picked) => picked.id)'],
  channels: ['channelSelect', '.map((channel) => channel.id)'],
  attachments: ['fileUpload', '.map((file) => file.id)'],
};

/** How the handler reads one value into its variable. */
function read(value: SubmitValue, imports: Imports): string {
  const id = jsString(value.customId);
  const getter = value.kind === 'string-select' ? ['stringSelect', ''] : GETTERS[value.type];
  if (getter) {
    const [name, ids] = getter;
    if (!value.optional) return `interaction.getField(${id}, true).${name}()${ids}`;
    const fallback = value.type === 'text' ? '' : ' ?? []';
    return ids
      ? `(interaction.getField(${id})?.${name}()${fallback})${ids}`
      : `interaction.getField(${id})?.${name}()${fallback}`;
  }
  // Radio group, checkbox group, checkbox: no getter in dressed; read the submitted component.
  imports.add('discord-api-types/v10', 'ComponentType');
  const field = `submitted(interaction, ${id})`;
  if (value.kind === 'radio-group')
    return `((f) => (f?.type === ComponentType.RadioGroup ? f.value : null))(${field})`;
  if (value.kind === 'checkbox')
    return `((f) => (f?.type === ComponentType.Checkbox ? f.value : false))(${field})`;
  return `((f) => (f?.type === ComponentType.CheckboxGroup ? f.values : []))(${field})`;
}

const SUBMITTED_HELPER = [
  '/** A field dressed has no getter for, found in the submitted labels. */',
  'function submitted(interaction: ModalSubmitInteraction, customId: string): ModalSubmitComponent | undefined {',
  '  for (const top of interaction.data.components)',
  '    if (top.type === ComponentType.Label && top.component.custom_id === customId) return top.component;',
  '  return undefined;',
  '}',
  '',
];

/** The submit's handler file, routed by the modal's custom_id. */
function submitFile(plan: ModalPlan, customId: string, head: string): PrintedFile {
  const imports = new Imports();
  imports.add('dressed', 'type ModalSubmitInteraction');
  const reads = plan.submit.map((v) => `  const ${camel(v.name)} = ${read(v, imports)};`);
  const helper = plan.submit.some((v) => !GETTERS[v.type] && v.kind !== 'string-select');
  if (helper) imports.add('discord-api-types/v10', 'type ModalSubmitComponent');
  const names = plan.submit.map((v) => camel(v.name));
  return {
    path: `src/components/modals/${fileWords(['on', 'submit'])}.ts`,
    text: [
      head,
      ...imports.lines(),
      '',
      `/** The whole custom_id ${jsString(customId)}: a string pattern would be read as dressed's pattern syntax. */`,
      `export const pattern = ${routePattern(customId)};`,
      '',
      ...(helper ? SUBMITTED_HELPER : []),
      'export default async function onSubmit(interaction: ModalSubmitInteraction) {',
      ...reads,
      `  await interaction.reply({ content: JSON.stringify(${list('{', names, '}', 'js', ' ')}), ephemeral: true }); // TODO: answer`,
      '}',
      '',
    ].join('\n'),
  };
}

/** The modal's files: the module that shows it, then its submit's handler. */
export function modalFiles(plan: ModalPlan, head: string, handlerHead: string): PrintedFile[] {
  const imports = new Imports();
  imports.add('dressed', 'type CommandInteraction', 'type MessageComponentInteraction');
  const entries: [string, string][] = [];
  if (plan.customId !== null) entries.push(['custom_id', jsString(plan.customId)]);
  if (plan.title !== null) entries.push(['title', jsString(plan.title)]);
  entries.push([
    'components',
    list(
      '[',
      plan.components.map((c) => component(c, imports)),
      ']',
      'js',
    ),
  ]);
  const data = objectOf(entries, [...plan.body]);
  const show: PrintedFile = {
    path: 'src/modals/modal.ts',
    text: [
      head,
      ...imports.lines(),
      '',
      'export async function showModal(interaction: CommandInteraction | MessageComponentInteraction) {',
      `  await interaction.showModal(${data.replaceAll('\n', '\n  ')});`,
      '}',
      '',
    ].join('\n'),
  };
  return plan.customId === null ? [show] : [show, submitFile(plan, plan.customId, handlerHead)];
}
