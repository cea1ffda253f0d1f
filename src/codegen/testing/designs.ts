// For tests: the designs every printer is checked on, kept as the JSON Discord receives
// (designs/*.json), so that a check in any language compares what its program builds with these
// very payloads. Between them they use every component kind a message or a modal can hold, a
// legacy body (embeds, a poll, allowed mentions, flags, attachments) and a command set with
// groups, subcommands, every option type, choices, localizations, permissions and contexts.
import { importPayload } from '../../model';
import type { DesignKind, Doc, Envelope } from '../../model';
import commands from './designs/commands.json';
import messageLegacy from './designs/message-legacy.json';
import messageV2 from './designs/message-v2.json';
import modalChoices from './designs/modal-choices.json';
import modal from './designs/modal.json';

export interface SampleDesign {
  name: string;
  as: DesignKind;
  /** The envelope the export panel shows it in. */
  envelope: Envelope;
  /** The JSON Discord receives: what the export panel shows for this design. */
  payload: unknown;
}

export const SAMPLE_DESIGNS: readonly SampleDesign[] = [
  { name: 'message-v2', as: 'message', envelope: 'message', payload: messageV2 },
  { name: 'message-legacy', as: 'message', envelope: 'message', payload: messageLegacy },
  { name: 'modal', as: 'modal', envelope: 'modal', payload: modal },
  { name: 'modal-choices', as: 'modal', envelope: 'modal', payload: modalChoices },
  { name: 'commands', as: 'commands', envelope: 'commands', payload: commands },
];

/** The design as the editor holds it, imported from its payload. */
export function sampleDoc(sample: SampleDesign): Doc {
  const result = importPayload(sample.payload, { as: sample.as });
  if (!result.doc)
    throw new Error(`${sample.name} does not import: ${result.problems[0]?.message}`);
  return result.doc;
}
