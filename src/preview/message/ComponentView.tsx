// Draws one node of a message by its kind: an exhaustive switch over the catalog's kinds, with a
// dashed fallback for unknown types, raw entries and modal-only kinds.
import type { ReactNode } from 'react';
import { memo } from 'react';
import type { ComponentKind, Node, SlotName } from '../../model';
import { assertNever, entryOf } from '../../model';
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
import { PartView } from './PartView';
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
  const entry = node.raw === undefined ? entryOf(node.kind) : undefined;
  if (!entry) {
    const detail =
      node.raw === undefined ? `type ${String(node.props.type)}` : 'not a component object';
    return <Unsupported frame={frame} detail={detail} />;
  }
  if (entry.family === 'part') return <PartView node={node} frame={frame} />;
  if (entry.family !== 'component')
    return <Unsupported frame={frame} detail={`${entry.name} belongs to a command set`} />;
  const media = { node, frame, attachments: ctx.attachments };
  const kind = entry.kind as ComponentKind;
  switch (kind) {
    case 'action-row':
      return (
        <ActionRow node={node} frame={frame}>
          {renderSlot(node, 'components')}
        </ActionRow>
      );
    case 'button':
      return <Button node={node} frame={frame} onInteract={ctx.onInteract} />;
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
      return (
        <SelectMenu
          node={node}
          variant="message"
          guild={ctx.guild}
          frame={frame}
          onChange={(values) => ctx.onInteract({ kind: 'select', nodeKey: node.key, values })}
        />
      );
    case 'section': {
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
    case 'text-display':
      return <TextDisplay node={node} frame={frame} markdownContext={ctx.markdownContext} />;
    case 'thumbnail':
      return <Thumbnail {...media} />;
    case 'media-gallery':
      return <MediaGallery {...media} />;
    case 'file':
      return <FileCard {...media} />;
    case 'separator':
      return <Separator node={node} frame={frame} />;
    case 'container':
      return (
        <Container node={node} frame={frame}>
          {renderSlot(node, 'components')}
        </Container>
      );
    case 'text-input':
    case 'label':
    case 'file-upload':
    case 'radio-group':
    case 'checkbox-group':
    case 'checkbox':
      return <Unsupported frame={frame} detail={`${entry.name} belongs in a modal`} />;
    default:
      return assertNever(kind);
  }
}
