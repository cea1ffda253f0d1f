// Reading untyped payload fields (a node keeps whatever JSON was imported) and turning media URLs
// into something safe to hand to the browser.
import type { PreviewAttachment } from '../types';

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const rec = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

const WEB_URL = /^https?:\/\//i;
// Object URLs and inline images only ever come from files the person attached themselves.
const LOCAL_URL = /^(blob:|data:(image|video)\/)/i;
const VIDEO_EXT = /\.(mp4|webm|mov)(?:[?#]|$)/i;

export interface ResolvedMedia {
  /** A URL the browser may load, or null (nothing attached yet, or a scheme we refuse). */
  src: string | null;
  /** The file name to show: from the attachment, attachment://name, or the URL's last segment. */
  name: string;
  isVideo: boolean;
  size?: number;
  contentType?: string;
}

function lastSegment(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Where `url` (http(s) or attachment://name) points, using the design's attachments. */
export function resolveMedia(
  url: unknown,
  attachments: Record<string, PreviewAttachment> | undefined,
  contentType?: unknown,
): ResolvedMedia {
  const raw = str(url)?.trim() ?? '';
  let src: string | null = null;
  let name = lastSegment(raw);
  let type = str(contentType);
  let size: number | undefined;
  if (raw.toLowerCase().startsWith('attachment://')) {
    name = raw.slice('attachment://'.length);
    const file = attachments?.[name];
    if (file) {
      name = file.name || name;
      size = file.size;
      type = file.contentType ?? type;
      if (file.url && (WEB_URL.test(file.url) || LOCAL_URL.test(file.url))) src = file.url;
    }
  } else if (WEB_URL.test(raw)) {
    src = raw;
  }
  const isVideo = type ? type.startsWith('video/') : VIDEO_EXT.test(raw) || VIDEO_EXT.test(name);
  return {
    src,
    name,
    isVideo,
    ...(size !== undefined ? { size } : {}),
    ...(type ? { contentType: type } : {}),
  };
}

/** "173.98 KB": Discord's file size, in 1024-byte units with two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}
