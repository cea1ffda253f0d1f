// discordgo's handler skeletons: one per routed custom_id and one per modal submit.
import type { ModalPlan, Route } from '../../model';
import { commentLines, stringIn } from '../common/literals';
import type { Out } from './discordgo-go';
import { LIBRARY, pascal, localName } from './discordgo-go';
import { CHOICE_TYPES } from './discordgo-components';

// ---- handlers -----------------------------------------------------------------------------

export const HANDLER = '(s *discordgo.Session, i *discordgo.InteractionCreate)';

const PICKED: Record<string, string> = {
  'string-select': 'option values',
  'user-select': 'user IDs',
  'role-select': 'role IDs',
  'mentionable-select': 'user or role IDs',
  'channel-select': 'channel IDs',
};

export function routeHandler(route: Route, out: Out): string {
  const name = `${out.helper}${pascal(route.name)}`;
  const body: string[] = [];
  if (route.kind === 'button') {
    body.push(commentLines([`TODO: the button ${route.customId} was pressed.`], '\t'));
  } else {
    body.push(`\tvalues := i.MessageComponentData().Values // []string: ${PICKED[route.kind]}`);
    body.push(commentLines([`TODO: act on what was picked in ${route.customId}.`], '\t'));
    body.push('\t_ = values');
  }
  body.push(`\t${out.helper}Acknowledge(s, i)`);
  return `${commentLines([`${name} answers ${route.customId} (${route.kind}).`])}\nfunc ${name}${HANDLER} {\n${body.join('\n')}\n}`;
}

/** How a modal value is read: the field's Go type, its value, and what it holds. */
const READS: Record<string, [string, string, string]> = {
  text: ['TextInput', 'Value', 'string'],
  strings: ['SelectMenu', 'Values', '[]string: option values'],
  users: ['SelectMenu', 'Values', '[]string: user IDs'],
  roles: ['SelectMenu', 'Values', '[]string: role IDs'],
  mentionables: ['SelectMenu', 'Values', '[]string: user or role IDs'],
  channels: ['SelectMenu', 'Values', '[]string: channel IDs'],
  attachments: ['FileUpload', 'Values', '[]string: attachment IDs, in data.Resolved.Attachments'],
};

export function submitHandler(plan: ModalPlan, out: Out): string {
  const name = `${out.helper}OnSubmit`;
  const unreadable = plan.submit.filter((v) => v.kind in CHOICE_TYPES);
  const readable = plan.submit.filter((v) => !(v.kind in CHOICE_TYPES));
  const body: string[] = [];
  if (unreadable.length > 0)
    body.push(
      commentLines(
        [
          `${LIBRARY} cannot decode a submit holding a radio group, checkbox group or checkbox`,
          `(an unknown component type): this handler never runs for this modal, and these values`,
          `cannot be read: ${unreadable.map((v) => v.customId).join(', ')}.`,
        ],
        '\t',
      ),
    );
  body.push('\tdata := i.ModalSubmitData()');
  body.push(`\tfields := ${out.helper}Submitted(data)`);
  const vars: string[] = [];
  for (const v of readable) {
    const read = READS[v.type] ?? READS.strings!;
    const [type, member, holds] = read;
    const local = localName(v.name);
    vars.push(local);
    const goType = member === 'Value' ? 'string' : '[]string';
    body.push(
      `\tvar ${local} ${goType} // ${holds.replace(/^\[\]string: /, '')}${v.optional ? ' (may be empty)' : ''}`,
    );
    body.push(
      `\tif f, ok := fields[${stringIn(v.customId, 'go')}].(*discordgo.${type}); ok {\n\t\t${local} = f.${member}\n\t}`,
    );
    if (v.type === 'attachments')
      body.push(
        `\tfor _, id := range ${local} {\n\t\t_ = data.Resolved.Attachments[id] // *discordgo.MessageAttachment\n\t}`,
      );
  }
  body.push(commentLines(['TODO: act on the submitted values, then answer.'], '\t'));
  if (vars.length > 0) body.push(`\t${vars.map(() => '_').join(', ')} = ${vars.join(', ')}`);
  body.push(`\t${out.helper}Reply(s, i, "Thanks!")`);
  return `${commentLines([`${name} reads the modal's submitted values.`])}\nfunc ${name}${HANDLER} {\n${body.join('\n')}\n}`;
}
