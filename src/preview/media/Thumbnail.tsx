// A Section's Thumbnail accessory: 85×85, cropped to cover, radius 8, optionally spoilered.
import type { Node } from '../../model';
import type { NodeFrame } from '../message/frame';
import type { PreviewAttachment } from '../types';
import { RemoteImage } from './RemoteImage';
import { Spoiler } from './Spoiler';
import { rec, resolveMedia, str } from './read';
import './media.css';

export interface ThumbnailProps {
  node: Node;
  frame: NodeFrame;
  attachments?: Record<string, PreviewAttachment>;
}

export function Thumbnail({ node, frame, attachments }: ThumbnailProps) {
  const media = rec(node.props.media);
  const resolved = resolveMedia(media.url, attachments, media.content_type);
  return (
    <div className="dp-thumbnail" {...frame}>
      <Spoiler spoiler={node.props.spoiler === true}>
        <RemoteImage
          className="dp-thumbnail-media"
          src={resolved.src}
          alt={str(node.props.description) ?? ''}
          name={resolved.name}
          video={resolved.isVideo}
        />
      </Spoiler>
    </div>
  );
}
