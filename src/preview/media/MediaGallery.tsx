// A Media Gallery: Discord's mosaic for 1 to 10 images or videos, each optionally spoilered.
import type { Node } from '../../model';
import type { NodeFrame } from '../message/frame';
import type { PreviewAttachment } from '../types';
import { galleryLayout } from './gallery-layout';
import { MediaPlaceholder, RemoteImage } from './RemoteImage';
import { Spoiler } from './Spoiler';
import { isRecord, rec, resolveMedia, str } from './read';
import './media.css';

export interface MediaGalleryProps {
  node: Node;
  frame: NodeFrame;
  attachments?: Record<string, PreviewAttachment>;
}

export function MediaGallery({ node, frame, attachments }: MediaGalleryProps) {
  const items = (Array.isArray(node.props.items) ? node.props.items : []).filter(isRecord);
  const layout = galleryLayout(items.length);
  return (
    <div
      className={`dp-gallery dp-gallery--n${layout.count}`}
      data-count={layout.count}
      data-rows={layout.rows}
      {...frame}
    >
      {layout.count === 0 ? <MediaPlaceholder name="No media yet" /> : null}
      {layout.tiles.map((shape, index) => {
        const item = items[index] ?? {};
        const media = rec(item.media);
        const resolved = resolveMedia(media.url, attachments, media.content_type);
        return (
          <div key={index} className={`dp-tile dp-tile--${shape}`} data-tile={shape}>
            <Spoiler spoiler={item.spoiler === true} className="dp-tile-spoiler">
              <RemoteImage
                className="dp-tile-media"
                src={resolved.src}
                alt={str(item.description) ?? ''}
                name={resolved.name}
                video={resolved.isVideo}
              />
            </Spoiler>
          </div>
        );
      })}
    </div>
  );
}
