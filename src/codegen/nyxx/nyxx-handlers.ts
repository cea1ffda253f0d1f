// The handler skeletons of nyxx code: one listener per kind of interaction (nyxx's streams on
// NyxxGateway), a `case` per custom_id calling one function per button and select, and for a
// modal submit one function reading each field with its type through a small finder per kind of
// submitted component (nyxx gives each field inside its SubmittedLabelComponent).
import type { MessagePlan, ModalPlan, Route, SubmitValue } from '../../model';
import { commentLines } from '../common/literals';
import { ident, str } from './nyxx-dart';

/** The finder each kind of modal value is read with, and what it gives. */
const READERS = {
  text: ['submittedText', 'String?', 'SubmittedTextInputComponent', 'value', 'null'],
  select: ['submittedSelect', 'List<String>', 'SubmittedSelectMenuComponent', 'values', '[]'],
  files: ['submittedFiles', 'List<Snowflake>', 'SubmittedFileUploadComponent', 'values', '[]'],
  radio: ['submittedRadio', 'String?', 'SubmittedRadioGroupComponent', 'value', 'null'],
  checkboxes: [
    'submittedCheckboxes',
    'List<String>',
    'SubmittedCheckboxGroupComponent',
    'values',
    '[]',
  ],
  checkbox: ['submittedCheckbox', 'bool', 'SubmittedCheckboxComponent', 'value', 'false'],
} as const;

type Reader = keyof typeof READERS;

function readerOf(v: SubmitValue): Reader {
  switch (v.type) {
    case 'text':
      return 'text';
    case 'choice':
      return 'radio';
    case 'boolean':
      return 'checkbox';
    case 'attachments':
      return 'files';
    case 'strings':
      return v.kind === 'checkbox-group' ? 'checkboxes' : 'select';
    default:
      return 'select';
  }
}

function finder(r: Reader): string[] {
  const [name, type, component, field, none] = READERS[r];
  return [
    `${type} ${name}(List<SubmittedComponent> components, String customId) {`,
    '  for (final component in components) {',
    '    if (component is SubmittedLabelComponent) {',
    '      final inner = component.component;',
    `      if (inner is ${component} && inner.customId == customId) return inner.${field};`,
    '    }',
    '  }',
    `  return ${none};`,
    '}',
    '',
  ];
}

/** Routes the message's buttons and selects, one function each. */
export function componentHandlers(plan: MessagePlan): string[] {
  const seen = new Set<string>();
  const routes = plan.routes.filter((r) => !seen.has(r.customId) && !!seen.add(r.customId));
  if (routes.length === 0) return [];
  const fn = (r: Route) => ident(r.name);
  return [
    "/// Answers the message's buttons and selects, routed by custom_id.",
    'void registerComponentHandlers(NyxxGateway client) {',
    '  client.onMessageComponentInteraction.listen((event) async {',
    '    final interaction = event.interaction;',
    '    switch (interaction.data.customId) {',
    ...routes.flatMap((r) => [
      `      case ${str(r.customId)}:`,
      `        await ${fn(r)}(interaction);`,
    ]),
    '    }',
    '  });',
    '}',
    '',
    ...routes.flatMap((r) => {
      const button = r.kind === 'button';
      return [
        commentLines([`${r.kind} ${r.customId} (${r.path})`]),
        `Future<void> ${fn(r)}(MessageComponentInteraction interaction) async {`,
        ...(button
          ? ["  await interaction.respond(MessageBuilder(content: 'Done'));"]
          : [
              '  // The chosen values (or ids).',
              '  final List<String> values = interaction.data.values ?? [];',
              "  await interaction.respond(MessageBuilder(content: 'Picked ${values.length}'));",
            ]),
        '}',
        '',
      ];
    }),
  ];
}

/** Routes the modal's submit to one function reading every field with its type. */
export function submitHandler(plan: ModalPlan): string[] {
  if (plan.customId === null) return [];
  const readers = [...new Set(plan.submit.map(readerOf))];
  return [
    "/// Answers the modal's submit, routed by its custom_id.",
    'void registerModalHandler(NyxxGateway client) {',
    '  client.onModalSubmitInteraction.listen((event) async {',
    '    final interaction = event.interaction;',
    '    switch (interaction.data.customId) {',
    `      case ${str(plan.customId)}:`,
    '        await onModalSubmit(interaction);',
    '    }',
    '  });',
    '}',
    '',
    '/// Reads each field of the submitted modal.',
    'Future<void> onModalSubmit(ModalSubmitInteraction interaction) async {',
    '  final components = interaction.data.components;',
    ...plan.submit.flatMap((v) => {
      const [name, type] = READERS[readerOf(v)];
      return [
        commentLines([`${v.kind} ${v.customId}${v.optional ? ' (may be left empty)' : ''}`], '  '),
        `  final ${type} ${ident([...v.name, 'value'])} = ${name}(components, ${str(v.customId)});`,
      ];
    }),
    "  await interaction.respond(MessageBuilder(content: 'Thanks'));",
    '}',
    '',
    '// nyxx gives each modal field inside its SubmittedLabelComponent.',
    ...readers.flatMap(finder),
  ];
}
