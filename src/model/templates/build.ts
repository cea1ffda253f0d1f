// Small builders the templates share.
import { IS_COMPONENTS_V2 } from '../limits';
import { emptyMessage, emptyModal } from '../catalog/factory';
import { makeNode } from '../document/document';
import type { Doc, Node } from '../document/document';

export const text = (content: string) => makeNode('text-display', { content });
export const row = (...components: Node[]) => makeNode('action-row', {}, { components });
export const label = (name: string, description: string, component: Node) =>
  makeNode('label', { label: name, description }, { component: [component] });
export const v2 = (...components: Node[]): Doc => ({
  ...emptyMessage(),
  body: { flags: IS_COMPONENTS_V2 },
  nodes: components,
});
export const modal = (customId: string, title: string, ...components: Node[]): Doc => ({
  ...emptyModal(),
  body: { custom_id: customId, title },
  nodes: components,
});
export const avatar = (n: number) => `https://cdn.discordapp.com/embed/avatars/${n}.png`;
