// What the export panel shows: a tab (JSON or code), the target and the JSON layout. Types only,
// so that the panel that loads with the page carries none of the tools' code.
import type { TargetId } from '../../codegen/targets';
import type { Envelope } from '../../model';

export type ExportTab = 'json' | TargetId;

export interface ExportView {
  tab: ExportTab;
  /** The chosen target; null (or one of the other surface) means the design's own envelope. */
  target: Envelope | null;
  minify: boolean;
}
