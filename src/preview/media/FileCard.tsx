// A File component: a 432×74 card with a file glyph, the name in link blue and the size.
import type { Node } from '../../model';
import type { NodeFrame } from '../message/frame';
import type { PreviewAttachment } from '../types';
import { FileGlyph } from './icons';
import { Spoiler } from './Spoiler';
import { formatFileSize, num, rec, resolveMedia, str } from './read';
import './media.css';

export interface FileCardProps {
  node: Node;
  frame: NodeFrame;
  attachments?: Record<string, PreviewAttachment>;
}

export function FileCard({ node, frame, attachments }: FileCardProps) {
  const file = rec(node.props.file);
  const resolved = resolveMedia(file.url, attachments);
  // Messages fetched from Discord carry name and size on the File itself.
  const name = resolved.name || str(node.props.name) || 'file';
  const size = resolved.size ?? num(node.props.size);
  return (
    <div className="dp-file" {...frame}>
      <Spoiler spoiler={node.props.spoiler === true} className="dp-file-spoiler">
        <div className="dp-file-card">
          <FileGlyph name={name} />
          <div className="dp-file-text">
            <span className="dp-file-name" title={name}>
              {name}
            </span>
            {size !== undefined ? (
              <span className="dp-file-size">{formatFileSize(size)}</span>
            ) : null}
          </div>
        </div>
      </Spoiler>
    </div>
  );
}
