// Opening a share link, loaded only when the page's address holds one: decode, check, then open as
// a new design. A link that cannot be opened, or a design with errors, gets a dialog of its own
// (its own React root: the editor's tree knows nothing of links) and nothing is loaded unasked.
import { createRoot } from 'react-dom/client';
import { importForPage } from '../page-import';
import type { PayloadKind } from '../../model';
import type { DesignManager } from '../designs/design-manager';
import { MAX_NAME_LENGTH, designWord } from '../import/import-check';
import { openAsNewDesign } from '../import/open-design';
import type { RemoteMedia } from './remote-media';
import { decodeShare } from './share-codec';
import type { ShareOpenContent } from './ShareOpenDialog';
import { ShareOpenDialog } from './ShareOpenDialog';

const SHARED = ' (shared)';

/** "Welcome card (shared)": the link's name, cleaned and kept within the name limit. */
export function sharedName(name: string, kind: PayloadKind | null): string {
  // eslint-disable-next-line no-control-regex -- control characters have no place in a name
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  const base = clean.slice(0, MAX_NAME_LENGTH - SHARED.length).trim();
  if (base === '') return `Shared ${designWord(kind)}`;
  return `${base}${SHARED}`;
}

function showDialog(content: ShareOpenContent): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<ShareOpenDialog {...content} onClose={close} />);
}

export type ShareOutcome = 'opened' | 'problems' | 'refused';

/**
 * Opens the design in a #share= fragment as a new design, or says why not. Never throws. Its
 * pictures on other hosts are held back (`remoteMedia`) until the person chooses to load them.
 */
export async function openShareLink(
  manager: DesignManager,
  fragment: string,
  remoteMedia?: RemoteMedia,
): Promise<ShareOutcome> {
  const decoded = await decodeShare(fragment);
  if (!decoded.ok) {
    showDialog({ kind: 'refused', reason: decoded.reason });
    return 'refused';
  }
  const result = importForPage(decoded.payload, { guildId: decoded.guildId });
  if (result.doc === null) {
    const why = result.problems[0]?.message ?? '';
    showDialog({
      kind: 'refused',
      reason: `The share link does not hold a message, a modal or commands. ${why}`.trim(),
    });
    return 'refused';
  }
  const doc = result.doc;
  const name = sharedName(decoded.name, result.kind);
  const open = () => {
    const id = openAsNewDesign(manager, name, doc, (opened) =>
      result.problems.length === 0
        ? `Opened the shared design “${opened}”.`
        : `Opened the shared design “${opened}”; its problems are listed in the problems panel.`,
    );
    // In the same task as the switch, so the preview never draws the design unguarded.
    remoteMedia?.getState().holdBack(id);
  };
  if (result.valid) {
    open();
    return 'opened';
  }
  showDialog({ kind: 'problems', name, problems: result.problems, onOpen: open });
  return 'problems';
}
