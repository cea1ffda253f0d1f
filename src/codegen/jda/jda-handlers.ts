// JDA handler skeletons from the plan: for a message, ListenerAdapter overrides that switch on
// the component's custom_id (buttons, string selects, entity selects) and call one method per
// component; for a modal, onModalInteraction routed by the modal's custom_id, reading each field
// by its custom_id with the ModalMapping getter of its type.
import { kindName } from '../../model';
import type { MessagePlan, ModalPlan, Plan, Route, SubmitValue } from '../../model';
import { commentLines } from '../common/literals';
import type { Out } from './jda-values';
import { camel, str } from './jda-values';

const EVENTS: Record<string, [string, string]> = {
  button: ['ButtonInteractionEvent', 'onButtonInteraction'],
  'string-select': ['StringSelectInteractionEvent', 'onStringSelectInteraction'],
  'user-select': ['EntitySelectInteractionEvent', 'onEntitySelectInteraction'],
  'role-select': ['EntitySelectInteractionEvent', 'onEntitySelectInteraction'],
  'mentionable-select': ['EntitySelectInteractionEvent', 'onEntitySelectInteraction'],
  'channel-select': ['EntitySelectInteractionEvent', 'onEntitySelectInteraction'],
};

function routeMethod(r: Route, event: string, out: Out): string[] {
  const read =
    r.kind === 'button'
      ? []
      : r.kind === 'string-select'
        ? [`        ${out.t('List')}<String> picked = event.getValues();`]
        : [`        ${out.t('Mentions')} picked = event.getMentions();`];
  const reply =
    r.kind === 'button'
      ? '        event.reply("Done.").setEphemeral(true).queue();'
      : '        event.reply("Picked " + picked).setEphemeral(true).queue();';
  return [
    commentLines([`${r.customId}: the ${kindName(r.kind)} at ${r.path}.`], '    '),
    `    static void ${camel(r.name)}(${event} event) {`,
    ...read,
    reply,
    '    }',
  ];
}

function messageHandlers(plan: MessagePlan, out: Out): string[] {
  const seen = new Set<string>();
  // A custom_id twice in one message: the first component that has it is the one answered.
  const routes = plan.routes.filter((r) => !seen.has(r.customId) && seen.add(r.customId));
  const lines: string[] = [];
  const methods: string[] = [];
  for (const [event, override] of new Map(Object.values(EVENTS))) {
    const mine = routes.filter((r) => EVENTS[r.kind]?.[0] === event);
    if (mine.length === 0) continue;
    const type = out.t(event);
    lines.push(
      '',
      '    @Override',
      `    public void ${override}(${type} event) {`,
      '        switch (event.getComponentId()) {',
      ...mine.map((r) => `            case ${str(r.customId)} -> ${camel(r.name)}(event);`),
      '            default -> {}',
      '        }',
      '    }',
    );
    for (const r of mine) methods.push('', ...routeMethod(r, type, out));
  }
  return [...lines, ...methods];
}

/** How one field of a modal submit is read: its Java type and the getter. */
function reading(v: SubmitValue, out: Out): [string, string, string] {
  switch (v.type) {
    case 'text':
    case 'choice':
      return v.optional
        ? ['String', 'getAsOptionalString', 'null']
        : ['String', 'getAsString', 'null'];
    case 'strings':
      return [`${out.t('List')}<String>`, 'getAsStringList', `${out.t('List')}.of()`];
    case 'users':
    case 'roles':
    case 'mentionables':
    case 'channels':
      return [out.t('Mentions'), 'getAsMentions', 'null'];
    case 'attachments':
      return [
        `${out.t('List')}<${out.t('Message')}.Attachment>`,
        'getAsAttachmentList',
        `${out.t('List')}.of()`,
      ];
    case 'boolean':
      return ['boolean', 'getAsBoolean', 'false'];
  }
}

function modalHandlers(plan: ModalPlan, out: Out): string[] {
  const event = out.t('ModalInteractionEvent');
  const route =
    plan.customId === null
      ? ['        onSubmit(event);']
      : [`        if (event.getModalId().equals(${str(plan.customId)})) onSubmit(event);`];
  const reads = plan.submit.flatMap((v) => {
    const [type, getter, none] = reading(v, out);
    const value = v.optional
      ? `${out.t('Optional')}.ofNullable(event.getValue(${str(v.customId)})).map(${out.t('ModalMapping')}::${getter}).orElse(${none})`
      : `event.getValue(${str(v.customId)}).${getter}()`;
    return [
      commentLines(
        [
          `${v.customId}: the ${kindName(v.kind)} at ${v.path}${v.optional ? ' (may be left empty)' : ''}.`,
        ],
        '        ',
      ),
      `        ${type} ${camel(v.name)} = ${value};`,
    ];
  });
  const names = plan.submit.map((v) => camel(v.name));
  const content =
    names.length > 0
      ? names.map((n, i) => `"${i === 0 ? '' : ' '}${n}=" + ${n}`).join(' + ')
      : '"Received."';
  return [
    '',
    '    @Override',
    `    public void onModalInteraction(${event} event) {`,
    ...route,
    '    }',
    '',
    '    /** Reads every field of the submit, each with its type. */',
    `    static void onSubmit(${event} event) {`,
    ...reads,
    `        event.reply(${content}).setEphemeral(true).queue();`,
    '    }',
  ];
}

/** The handler skeletons the plan's routes and submit values ask for (none for commands). */
export function handlers(plan: Plan, out: Out): string[] {
  if (plan.surface === 'message') return messageHandlers(plan, out);
  if (plan.surface === 'modal') return modalHandlers(plan, out);
  return [];
}
