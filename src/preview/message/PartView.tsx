// A legacy message's embed or poll, drawn from its node: the node's payload, as Discord receives it,
// goes to the card that draws it; a click selects the node like a component's.
import { useMemo } from 'react';
import type { Node } from '../../model';
import { nodeToPayload } from '../../model';
import { useRenderContext } from './context';
import { EmbedCard } from './EmbedCard';
import type { NodeFrame } from './frame';
import { PollCard } from './PollCard';
import { Unsupported } from './Unsupported';

export function PartView({ node, frame }: { node: Node; frame: NodeFrame }) {
  const ctx = useRenderContext();
  // Nodes are immutable: an edit elsewhere leaves this one, and its payload, as it was.
  const payload = useMemo(() => nodeToPayload(node), [node]);
  switch (node.kind) {
    case 'embed':
      return (
        <div className="dp-part" {...frame}>
          <EmbedCard
            embed={payload}
            markdownContext={ctx.markdownContext}
            attachments={ctx.attachments}
          />
        </div>
      );
    case 'poll':
      return (
        <div className="dp-part" {...frame}>
          <PollCard poll={payload} />
        </div>
      );
    default:
      return <Unsupported frame={frame} detail="a part of an embed or a poll, out of its place" />;
  }
}
