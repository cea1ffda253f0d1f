// The open design's attached files, for the editor: loaded from the attachment store as object
// URLs when the design opens, added and removed as the person attaches and detaches files.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EditorServices } from '../../editor';
import type { PreviewAttachment } from '../../preview';
import type { AttachmentStore } from './attachment-store';
import { uniqueAttachmentName } from './attachment-store';

const objectUrl = (blob: Blob): string | undefined =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined;
const revoke = (url: string | undefined) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

const describe = (name: string, blob: Blob): PreviewAttachment => ({
  name,
  size: blob.size,
  url: objectUrl(blob),
  contentType: blob.type || undefined,
});

/**
 * EditorServices for one design. A file that cannot be stored stays attached for this tab, and
 * `onError` says so.
 */
export function useAttachmentServices(
  designId: string,
  store: AttachmentStore,
  onError: (message: string) => void,
): EditorServices {
  const [files, setFiles] = useState<Record<string, PreviewAttachment>>({});
  // The names taken right now, read synchronously so two quick attaches never pick the same name.
  const current = useRef<Record<string, PreviewAttachment>>({});
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  }, [onError]);

  useEffect(() => {
    let cancelled = false;
    current.current = {};
    setFiles({});
    store
      .list(designId)
      .then((list) => {
        if (cancelled) return;
        const loaded: Record<string, PreviewAttachment> = {};
        for (const { name, blob } of list) loaded[name] = describe(name, blob);
        current.current = { ...loaded, ...current.current };
        setFiles(current.current);
      })
      .catch(() => {
        if (!cancelled) errorRef.current('The files attached to this design could not be loaded.');
      });
    return () => {
      cancelled = true;
      for (const file of Object.values(current.current)) revoke(file.url);
    };
  }, [designId, store]);

  return useMemo<EditorServices>(
    () => ({
      attachments: files,
      attachFile: async (file) => {
        const name = uniqueAttachmentName(file.name, Object.keys(current.current));
        current.current = { ...current.current, [name]: describe(name, file) };
        setFiles(current.current);
        await store.put(designId, name, file).catch(() => {
          errorRef.current(`"${name}" is attached for now, but the browser could not store it.`);
        });
        return name;
      },
      detachFile: async (name) => {
        revoke(current.current[name]?.url);
        const { [name]: _gone, ...rest } = current.current;
        current.current = rest;
        setFiles(rest);
        await store.remove(designId, name).catch(() => undefined);
      },
    }),
    [files, designId, store],
  );
}
