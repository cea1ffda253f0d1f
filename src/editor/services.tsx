// What the editor needs from the app around it: the files attached to the design, whether its
// remote pictures may load, and the mention helper's sources. The app keeps these; tests pass
// in-memory versions.
import { createContext, useContext } from 'react';
import type { PreviewAttachment } from '../preview';
import type { MentionSources } from './inspector/text-tools/mention/sources';

export interface EditorServices {
  /** Files attached to the design, by name (drawn for attachment://name). */
  attachments: Record<string, PreviewAttachment>;
  /** Stores a local file with the design; resolves to the name to use as attachment://name. */
  attachFile: (file: File) => Promise<string>;
  /** Forgets a file no component refers to any more. */
  detachFile: (name: string) => Promise<void>;
  /**
   * Whether the design's pictures on other hosts may load (not yet, for a design from a share
   * link), and the person's choice to let them. Absent: they load.
   */
  remoteMedia?: { allowed: boolean; allow: () => void };
  /**
   * What the mention helper can add to the sample guild: a real guild loaded with the send panel's
   * token, and registered commands. Loaded when the helper opens; absent: the sample guild only.
   */
  mentionSources?: () => Promise<MentionSources>;
}

const noServices: EditorServices = {
  attachments: {},
  attachFile: (file) => Promise.resolve(file.name),
  detachFile: () => Promise.resolve(),
};

const ServicesContext = createContext<EditorServices>(noServices);

export const EditorServicesProvider = ServicesContext.Provider;

export function useEditorServices(): EditorServices {
  return useContext(ServicesContext);
}
