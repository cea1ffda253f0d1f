// py-cord 2.8.1 code for a modal plan: the DesignModal (a discord.ui.DesignerModal of the
// design's items, each field in its Label) whose callback is the submit handler reading every
// field with its type, and show_modal (an interaction's modal response).
import type { ModalPlan, SubmitValueType } from '../../model';
import { list } from '../common/source';
import { modalItem } from './pycord-fields';
import type { Ctx } from './pycord-py';
import { def, py } from '../common/python';
import { pyName } from './pycord-py';

const TYPES: Record<SubmitValueType, string> = {
  text: 'str',
  choice: 'str | None',
  strings: 'list[str]',
  users: 'list[discord.Member | discord.User]',
  roles: 'list[discord.Role]',
  mentionables: 'list[discord.Member | discord.User | discord.Role]',
  channels: 'list[discord.abc.GuildChannel]',
  attachments: 'list[discord.Attachment]',
  boolean: 'bool',
};
const ONE_VALUE: readonly SubmitValueType[] = ['text', 'choice', 'boolean'];

/** `self.children[1].item`: where a field sits among the modal's items. */
function itemAt(path: string): string | null {
  const m = /^components\[(\d+)\](\.component)?$/.exec(path);
  return m ? `self.children[${m[1]}]${m[2] ? '.item' : ''}` : null;
}

/** The declarations and functions of a modal plan. */
export function modalParts(plan: ModalPlan, ctx: Ctx): string[] {
  for (const f of plan.body) ctx.unknown(f);
  const items = plan.components.map((c) => modalItem(c, ctx));
  const keywords = [`title=${py(plan.title ?? '')}`];
  if (plan.customId !== null) keywords.push(`custom_id=${py(plan.customId)}`);
  const reads: string[] = [];
  for (const v of plan.submit) {
    const at = itemAt(v.path);
    if (!at) {
      ctx.note(v.path, 'py-cord reads no field from here: not read');
      continue;
    }
    const attr = ONE_VALUE.includes(v.type) ? 'value' : 'values';
    reads.push(`${pyName(v.name)}: ${TYPES[v.type]} = ${at}.${attr}`);
  }
  const names = plan.submit.filter((v) => itemAt(v.path)).map((v) => pyName(v.name));
  const cls = [
    'class DesignModal(discord.ui.DesignerModal):',
    '    """The design\'s modal; its callback is the submit\'s handler."""',
    '',
    def(
      'def __init__(self) -> None:',
      'Its items, in order.',
      [`super().__init__${list('(', [...items, ...keywords], ')', 'py')}`],
      '    ',
    ),
    '',
    def(
      'async def callback(self, interaction: discord.Interaction) -> None:',
      'The modal was submitted: each field read with its type.',
      [
        ...reads,
        ...(names.length > 0 ? [`del ${names.join(', ')}  # your code here`] : []),
        'await interaction.response.defer()',
      ],
      '    ',
    ),
  ].join('\n');
  return [
    cls,
    def(
      'async def show_modal(interaction: discord.Interaction) -> None:',
      'Shows the modal in answer to a command, a button or a select (ctx.interaction for a command).',
      ['await interaction.response.send_modal(DesignModal())'],
    ),
  ];
}
