// Draws one node of a message by its kind: an exhaustive switch over the catalog's kinds, with a
// dashed fallback for unknown types, raw entries and modal-only kinds.
import type { ReactNode } from 'react';
import { memo } from 'react';
import type { Node, SlotName } from '../../model';
import { assertNever, ComponentType as T, entryOf } from '../../model';
import { FileCard } from '../media/FileCard';
import { MediaGallery } from '../media/MediaGallery';
import { Thumbnail } from '../media/Thumbnail';
import { SelectMenu } from '../select/SelectMenu';
import { useSelected } from '../use-selected';
import { Button } from './Button';
import { Container } from './Container';
import { useRenderContext } from './context';
import { ComponentErrorBoundary } from './ErrorBoundary';
import { nodeFrame } from './frame';
import { ActionRow, Section, Separator, TextDisplay } from './Layout';
import { Unsupported } from './Unsupported';

/** The nodes of one slot, each drawn by ComponentView. */
export function renderSlot(node: Node, slot: SlotName): ReactNode {
  return (node.slots[slot] ?? []).map((child) => <ComponentView key={child.key} node={child} />);
}

/**
 * One node and everything under it. Tree operations keep an unchanged node the same object, so
 * comparing the node prop skips every view whose subtree the edit did not touch.
 */
export const ComponentView = memo(function ComponentView({ node }: { node: Node }) {
  return (
    <ComponentErrorBoundary resetKey={node}>
      <NodeView node={node} />
    </ComponentErrorBoundary>
  );
});

function NodeView({ node }: { node: Node }) {
  const ctx = useRenderContext();
  const selected = useSelected(ctx.selection, node.key);
  const frame = nodeFrame(node, selected ? node.key : null, ctx.onSelect);
  const entry = node.raw === undefined ? entryOf(node.type) : undefined;
  if (!entry) {
    const detail = node.raw === undefined ? `type ${node.type}` : 'not a component object';
    return <Unsupported frame={frame} detail={detail} />;
  }
  const media = { node, frame, attachments: ctx.attachments };
  switch (entry.type) {
    case T.ActionRow:
      return (
        <ActionRow node={node} frame={frame}>
          {renderSlot(node, 'components')}
        </ActionRow>
      );
    case T.Button:
      return <Button node={node} frame={frame} onInteract={ctx.onInteract} />;
    case T.StringSelect:
    case T.UserSelect:
    case T.RoleSelect:
    case T.MentionableSelect:
    case T.ChannelSelect:
      return (
        <SelectMenu
          node={node}
          variant="message"
          guild={ctx.guild}
          frame={frame}
          onChange={(values) => ctx.onInteract({ kind: 'select', nodeKey: node.key, values })}
        />
      );
    case T.Section: {
      const accessory = node.slots.accessory?.[0];
      return (
        <Section
          node={node}
          frame={frame}
          accessory={accessory ? <ComponentView node={accessory} /> : null}
        >
          {renderSlot(node, 'components')}
        </Section>
      );
    }
    case T.TextDisplay:
      return <TextDisplay node={node} frame={frame} markdownContext={ctx.markdownContext} />;
    case T.Thumbnail:
      return <Thumbnail {...media} />;
    case T.MediaGallery:
      return <MediaGallery {...media} />;
    case T.File:
      return <FileCard {...media} />;
    case T.Separator:
      return <Separator node={node} frame={frame} />;
    case T.Container:
      return (
        <Container node={node} frame={frame}>
          {renderSlot(node, 'components')}
        </Container>
      );
    case T.TextInput:
    case T.Label:
    case T.FileUpload:
    case T.RadioGroup:
    case T.CheckboxGroup:
    case T.Checkbox:
      return <Unsupported frame={frame} detail={`${entry.name} belongs in a modal`} />;
    default:
      return assertNever(entry.type);
  }
}
