// What the export panel shows: JSON or code (in the chosen library), the target and the JSON
// layout. Types only, so that the panel that loads with the page carries none of the tools' code.
import type { TargetId } from '../../codegen/targets';
import type { Envelope } from '../../model';

export type ExportTab = 'json' | 'code';

export interface ExportView {
  tab: ExportTab;
  /** The library the Code tab prints for. */
  library: TargetId;
  /** The chosen target; null (or one of the other surface) means the design's own envelope. */
  target: Envelope | null;
  minify: boolean;
}

export const FIRST_VIEW: ExportView = {
  tab: 'json',
  library: 'discordjs',
  target: null,
  minify: false,
};
