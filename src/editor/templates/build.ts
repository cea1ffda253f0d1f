// Small builders the templates share.
import {
  ComponentType as T,
  IS_COMPONENTS_V2,
  emptyMessage,
  emptyModal,
  makeNode,
} from '../../model';
import type { Doc, Node } from '../../model';

export const text = (content: string) => makeNode(T.TextDisplay, { content });
export const row = (...components: Node[]) => makeNode(T.ActionRow, {}, { components });
export const label = (name: string, description: string, component: Node) =>
  makeNode(T.Label, { label: name, description }, { component: [component] });
export const v2 = (...components: Node[]): Doc => ({
  ...emptyMessage(),
  body: { flags: IS_COMPONENTS_V2 },
  components,
});
export const modal = (customId: string, title: string, ...components: Node[]): Doc => ({
  ...emptyModal(),
  body: { custom_id: customId, title },
  components,
});
export const avatar = (n: number) => `https://cdn.discordapp.com/embed/avatars/${n}.png`;
