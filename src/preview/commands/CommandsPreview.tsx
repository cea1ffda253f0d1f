// A Commands design as Discord shows it and as the bot receives it: the slash picker above the
// chat box, the Apps menus of a member and of a message, a switch of the client's language, and
// below them the interaction a use sends (type 2), the autocomplete sent while typing (type 4)
// with the bot's answer to edit, or the reasons Discord's client would not send it.
import type { ReactElement } from 'react';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { CommandsDoc, InteractionContext, Node, NodeKey } from '../../model';
import { findNode } from '../../model';
import { starterAutocompleteAnswer } from '../../model/interactions/autocomplete-answer';
import type { Locale } from '../../model/commands';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../model/commands';
import type { Theme } from '../types';
import { parts } from '../simulator/parts';
import { SAMPLE_APP } from './app-identity';
import { AppsMenus } from './AppsMenus';
import { AutocompleteAnswer, checkAnswer } from './AutocompleteAnswer';
import { sampleTargets } from './sample-targets';
import type { PickerUse } from './SlashPicker';
import { SlashPicker } from './SlashPicker';
import { useCommandSim } from './use-command-sim';
import '../theme.css';
import '../simulator/simulator.css';
import '../select/select.css';
import './commands.css';

// The result views through the simulator's parts, the module the editor loads with the preview
// anyway: imported on their own they would split into a chunk of their own, whose name the
// editor's first script would then have to carry.
const { History, ResultView } = parts;

export interface CommandsPreviewProps {
  doc: CommandsDoc;
  theme?: Theme;
  selectedKey?: NodeKey | null;
  onSelect?: (key: NodeKey) => void;
  /** Guild, user and clock of the interactions; the model's sample guild when absent. */
  context?: InteractionContext;
  /** The client language the preview starts in. */
  initialLocale?: Locale;
}

const EMPTY =
  'Type / and choose a command, or open the Apps menu of a member or a message: what your bot receives shows here.';

/**
 * The client language switch: its 30-odd options are drawn once, not again on each key typed
 * into the design (the preview re-renders with every change to the document).
 */
const LocaleChoice = memo(function LocaleChoice({
  locale,
  onChange,
}: {
  locale: Locale;
  onChange: (locale: Locale) => void;
}) {
  const id = useId();
  return (
    <div className="dp-cmd-toolbar">
      <label htmlFor={id}>Client language</label>
      <select
        id={id}
        className="dp-cmd-locale"
        data-testid="command-locale"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LOCALE_NAMES[l]} ({l})
          </option>
        ))}
      </select>
    </div>
  );
});

export function CommandsPreview({
  doc,
  theme = 'dark',
  selectedKey,
  onSelect,
  context,
  initialLocale = 'en-US',
}: CommandsPreviewProps): ReactElement {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const simContext = useMemo(() => ({ ...context, locale }), [context, locale]);
  const sim = useCommandSim(doc, simContext);
  const targets = useMemo(() => sampleTargets(simContext), [simContext]);

  // The autocomplete option last typed into, and the answer the bot gives for each option.
  const [autoKey, setAutoKey] = useState<NodeKey | null>(null);
  const [answers, setAnswers] = useState<Record<NodeKey, string>>({});
  const autoOption = autoKey === null ? null : (findNode(doc, autoKey)?.node ?? null);
  const answerJson = autoOption
    ? (answers[autoOption.key] ?? starterAutocompleteAnswer(autoOption, ''))
    : '';
  const answer = useMemo(
    () => (autoOption ? checkAnswer(autoOption, answerJson, locale) : null),
    [autoOption, answerJson, locale],
  );

  const { autocomplete } = sim;
  const onAutocomplete = useCallback(
    (use: PickerUse, option: Node, title: string) => {
      setAutoKey(option.key);
      // The first answer is made from what was typed when the option first asked for one.
      const typed = use.inputs[option.key] ?? '';
      setAnswers((prev) =>
        option.key in prev
          ? prev
          : { ...prev, [option.key]: starterAutocompleteAnswer(option, typed) },
      );
      autocomplete(use, option.key, title);
    },
    [autocomplete],
  );
  const shown = sim.entries.find((e) => e.id === sim.shownId) ?? sim.entries[0];

  return (
    <div className="dp dp-simulator dp-commands" data-theme={theme} data-testid="command-preview">
      <LocaleChoice locale={locale} onChange={setLocale} />
      <section className="dp-cmd-stage" aria-label="Slash commands">
        <SlashPicker
          doc={doc}
          locale={locale}
          app={SAMPLE_APP}
          selectedKey={selectedKey}
          {...(onSelect ? { onSelect } : {})}
          onSend={(use, title) => sim.invoke(use, title)}
          onAutocomplete={onAutocomplete}
          autocomplete={
            autoOption && answer?.check.ok
              ? { optionKey: autoOption.key, choices: answer.suggestions }
              : null
          }
        />
      </section>
      {targets ? (
        <section className="dp-cmd-stage" aria-label="Context menu commands">
          <AppsMenus
            doc={doc}
            locale={locale}
            app={SAMPLE_APP}
            targets={targets}
            selectedKey={selectedKey}
            {...(onSelect ? { onSelect } : {})}
            onInvoke={(entry, target) =>
              sim.invoke(
                {
                  commandKey: entry.key,
                  inputs: {},
                  ...(target === 'user' ? { targetId: targets.user.id } : {}),
                },
                entry.name,
              )
            }
          />
        </section>
      ) : null}
      <div className="dp-sim-result" aria-live="polite">
        {shown ? <ResultView entry={shown} /> : <p className="dp-sim-empty">{EMPTY}</p>}
      </div>
      {autoOption && answer ? (
        <AutocompleteAnswer
          option={autoOption}
          locale={locale}
          json={answerJson}
          check={answer.check}
          onChange={(json) => setAnswers((prev) => ({ ...prev, [autoOption.key]: json }))}
        />
      ) : null}
      <History entries={sim.entries} shownId={shown?.id} onShow={sim.show} />
    </div>
  );
}
