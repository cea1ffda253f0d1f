// A modal in DisCatSharp from the plan: `Build()` makes the DiscordInteractionModalBuilder (its
// text displays and labels, each label holding its input) and `ShowAsync` answers an interaction
// with it.
import type { ModalPlan } from '../../model';
import { component } from './discatsharp-components';
import type { Out } from './discatsharp-values';
import { LIBRARY, indent, str } from './discatsharp-values';

export function modalCode(plan: ModalPlan, out: Out): string {
  for (const f of plan.body)
    out.note(f.path, `${LIBRARY} cannot send \`${f.key}\` with a modal: left out`);
  if (plan.title === null) out.note('title', `the modal has none: ${LIBRARY} sends "Title"`);
  if (plan.customId === null)
    out.note('custom_id', `the modal has none: ${LIBRARY} makes one up (a GUID)`);
  const calls = plan.components.map((c) => {
    const method = c.kind === 'text-display' ? 'AddTextDisplayComponent' : 'AddLabelComponent';
    return `.${method}(${indent(component(c, out)).trimStart()})`;
  });
  const args = [
    plan.title === null ? 'null' : str(plan.title),
    plan.customId === null ? 'null' : str(plan.customId),
  ];
  return [
    '/// <summary>The modal, ready to show.</summary>',
    'public static DiscordInteractionModalBuilder Build()',
    '{',
    indent(
      `return new DiscordInteractionModalBuilder(${args.join(', ')})${calls.map((c) => `\n    ${c}`).join('')};`,
    ),
    '}',
    '',
    '/// <summary>Answers an interaction (a command or a component) with the modal.</summary>',
    'public static Task ShowAsync(DiscordInteraction interaction)',
    '{',
    '    return interaction.CreateInteractionModalResponseAsync(Build());',
    '}',
  ].join('\n');
}
