// What the bot receives from the commands preview: a use of a command (type 2) or an autocomplete
// while typing (type 4, at most one every AUTOCOMPLETE_MS, the last keystroke always sent), built
// by the model and kept as the simulator keeps its entries. Autocompletes of the same option
// replace each other, so that typing does not push every earlier use out of the history.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommandsDoc, InteractionContext, NodeKey } from '../../model';
import type { CommandUse } from '../../model/interactions/command';
import {
  buildAutocompleteInteraction,
  buildCommandInteraction,
} from '../../model/interactions/command';
import type { SimEntry } from '../simulator/entries';
import { commandEntryOf } from '../simulator/entries';

/** The least time between two autocompletes, as Discord's client spaces them. */
export const AUTOCOMPLETE_MS = 300;

export interface CommandSim {
  entries: SimEntry[];
  shownId: number | null;
  show: (id: number) => void;
  invoke: (use: CommandUse, title: string) => void;
  autocomplete: (use: CommandUse, focusedKey: NodeKey, title: string) => void;
}

export function useCommandSim(
  doc: CommandsDoc,
  context: InteractionContext,
  historySize = 5,
): CommandSim {
  const [entries, setEntries] = useState<SimEntry[]>([]);
  const [shownId, setShownId] = useState<number | null>(null);
  const nextId = useRef(1);
  const record = useCallback(
    (make: (id: number) => SimEntry, replaceSame = false) => {
      const entry = make(nextId.current);
      nextId.current += 1;
      setEntries((prev) => {
        const same = replaceSame && prev[0]?.title === entry.title;
        return [entry, ...(same ? prev.slice(1) : prev)].slice(0, historySize);
      });
      setShownId(null);
    },
    [historySize],
  );

  const invoke = useCallback(
    (use: CommandUse, title: string) => {
      const result = buildCommandInteraction(doc, use, context);
      record((id) => commandEntryOf(result, id, title));
    },
    [doc, context, record],
  );

  // The throttle: the time of the last autocomplete sent, and the one waiting for its turn.
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const autocomplete = useCallback(
    (use: CommandUse, focusedKey: NodeKey, title: string) => {
      const run = () => {
        pending.current = null;
        last.current = Date.now();
        const result = buildAutocompleteInteraction(doc, use, focusedKey, context);
        record((id) => commandEntryOf(result, id, title), true);
      };
      if (pending.current) clearTimeout(pending.current);
      const wait = last.current + AUTOCOMPLETE_MS - Date.now();
      if (wait <= 0) run();
      else pending.current = setTimeout(run, wait);
    },
    [doc, context, record],
  );

  return { entries, shownId, show: setShownId, invoke, autocomplete };
}
