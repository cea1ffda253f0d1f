// A carbon modal: a Modal class (its fields are Label classes holding an input class), routed by its
// whole custom_id, whose run() reads each submitted value with its type from interaction.fields;
// and the function that shows it.
import type { ModalPlan, SubmitValue } from '../../model';
import { component } from './carbon-components';
import type { Ctx } from './carbon-ts';
import { objectKey } from '../common/source';
import { camel, indent, str } from './carbon-ts';

/** The expression that reads one submitted value, typed as carbon gives it. */
function read(v: SubmitValue): { type: string; expr: string } {
  const id = str(v.customId);
  const f = 'interaction.fields';
  switch (v.type) {
    case 'text':
      return v.optional
        ? { type: 'string | undefined', expr: `${f}.getText(${id})` }
        : { type: 'string', expr: `${f}.getText(${id}, true)` };
    case 'choice':
      return { type: 'string | undefined', expr: `${f}.getText(${id})` };
    case 'boolean':
      return { type: 'boolean', expr: `${f}.getText(${id}) === 'true'` };
    case 'strings':
      return { type: 'string[]', expr: `${f}.getStringSelect(${id}) ?? []` };
    case 'channels':
      return { type: 'string[]', expr: `${f}.getChannelSelectIds(${id}) ?? []` };
    case 'users':
      return { type: 'string[]', expr: `(${f}.getUserSelect(${id}) ?? []).map((user) => user.id)` };
    case 'roles':
      return { type: 'string[]', expr: `(${f}.getRoleSelect(${id}) ?? []).map((role) => role.id)` };
    case 'attachments':
      return { type: 'string[]', expr: `(${f}.getFile(${id}) ?? []).map((file) => file.id)` };
    case 'mentionables': {
      return {
        type: 'string[]',
        expr: `[...(${f}.getMentionableSelect(${id})?.users ?? []), ...(${f}.getMentionableSelect(${id})?.roles ?? [])].map((x) => x.id)`,
      };
    }
  }
}

/** The modal's class and the function that shows it. */
export function modalParts(plan: ModalPlan, ctx: Ctx): { show: string } {
  const components = plan.components.map((n) => component(n, ctx, new Set()));
  const name = ctx.className(['design'], 'Modal');
  const reads = plan.submit.map((v) => {
    const { type, expr } = read(v);
    return {
      key: v.customId,
      line: `const ${camel(v.name)}: ${type} = ${expr};`,
      name: camel(v.name),
    };
  });
  const answer = `{ ${reads.map((r) => `${objectKey(r.key, 'js')}: ${r.name}`).join(', ')} }`;
  const run = [
    `async run(interaction: ${ctx.type('ModalInteraction')}) {`,
    ...reads.map((r) => `  ${r.line}`),
    '  // TODO: act on the values; this answers with them.',
    `  await interaction.reply({ content: JSON.stringify(${reads.length > 0 ? answer : '{}'}), ephemeral: true });`,
    '}',
  ];
  const members: string[] = [];
  if (plan.customId !== null) {
    ctx.wholeId = true;
    members.push(`customId = ${str(plan.customId)};`, 'customIdParser = wholeId;');
  }
  if (plan.title !== null) members.push(`title = ${str(plan.title)};`);
  members.push(
    components.length === 0
      ? 'components = [];'
      : `components = [\n${components.map((c) => `  ${indent(c).trimStart()},`).join('\n')}\n];`,
  );
  members.push(run.join('\n'));
  ctx.declare(name, 'Modal', members);
  ctx.modals.push(`new ${name}()`);
  const show = [
    `export async function showModal(interaction: ${ctx.type('BaseInteraction')}<any>) {`,
    `  await interaction.showModal(new ${name}());`,
    '}',
  ].join('\n');
  return { show };
}
