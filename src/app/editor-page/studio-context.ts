// What the designs list shows and does differently when the page is the studio's (the designs
// are the files of a bot's folder): the folder's name, what each file holds, the JSON files that
// are not designs, and new designs as named files. Null everywhere else: the page as it was. The
// studio itself (src/app/folder) provides it, and loads only in studio mode.
import { createContext, useContext } from 'react';
import type { Doc } from '../../model';

export interface StudioFolder {
  root: string;
  /** What each design's file holds (message, modal, command set…), by design id. */
  labels: Readonly<Record<string, string>>;
  /** The JSON files that are not designs, with what they are and why. */
  others: readonly { path: string; label: string; reason: string }[];
  /** Shows a file that is not a design: its problems and its text. */
  openOther(path: string): void;
  /** The path a typed file name makes, or why it cannot be one. */
  checkName(typed: string): { ok: true; path: string } | { ok: false; reason: string };
  /** A new design saved as a new file (the path from checkName), opened. */
  create(path: string, doc: Doc): void;
}

export const StudioContext = createContext<StudioFolder | null>(null);

export const useStudio = (): StudioFolder | null => useContext(StudioContext);
