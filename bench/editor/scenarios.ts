// The designs the editor bench opens and the field it types into in each, shared by run.ts (the
// figures) and profile.ts (where each key's time goes).
import type { BenchDesign } from './fixture';
import {
  benchCommandSet,
  benchDesign,
  benchEmbedDesign,
  storageSeed,
  visibleRows,
} from './fixture';
import type { RunInput } from './measure';
import { CONTENT } from './typing';

export interface Scenario {
  title: string;
  design: BenchDesign;
  /** The inspector field typed into. */
  field: string;
  /** A palette item that the editor shows for the design's kind. */
  palette: string;
}

export const SCENARIOS: Scenario[] = [
  {
    title:
      "Editor: a 40-component design (1 Container + 39 Text Displays), typing into one Text Display's content",
    design: benchDesign(),
    field: CONTENT,
    palette: '[data-testid="palette-item:text-display"]',
  },
  {
    title:
      "Embeds: a legacy message of 10 embeds with 3 fields each (40 nodes), typing into one embed's description",
    design: benchEmbedDesign(),
    field: '[data-testid="field:description"]',
    palette: '[data-testid="palette-item:embed"]',
  },
  {
    title: "Commands: 100 slash commands, typing into an option's description",
    design: benchCommandSet(),
    field: '[data-testid="field:description"]',
    palette: '[data-testid="palette-item:string-option"]',
  },
];

/** What measureRun needs for each scenario, against the server at `url`. */
export function scenarioInputs(
  url: string,
  bodyOf: (url: string) => Buffer | undefined,
): RunInput[] {
  return SCENARIOS.map(({ design, field, palette }) => ({
    url,
    bodyOf,
    seed: storageSeed(design),
    typedKey: design.selectedKey,
    field,
    palette,
    nodes: visibleRows(design),
  }));
}
