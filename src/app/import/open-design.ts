// Opening an imported or shared document as a new design, switched to, with a notice in its own
// editor saying what happened (the notice belongs to the design it talks about).
import type { Doc } from '../../model';
import type { DesignManager } from '../designs/design-manager';
import { freeName } from '../designs/design-types';

/** Creates the design under a name no other design has yet, opens it and tells the user. */
export function openAsNewDesign(
  manager: DesignManager,
  baseName: string,
  doc: Doc,
  notice: (name: string) => string,
): string {
  const name = freeName(
    baseName,
    manager.getSnapshot().designs.map((d) => d.name),
  );
  const id = manager.create(name, doc);
  manager.switchTo(id);
  manager.store(id).getState().notify('info', notice(name));
  return id;
}
