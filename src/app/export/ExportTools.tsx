// The export panel's controls (JSON or Code, the library, the target, pretty / minified, copy,
// download) and its code view. Loaded after the page is usable; the code generators load when the
// Code tab is chosen.
import { useCallback, useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { PayloadJson, payloadText, problemsOf, useEditor, useEditorStore } from '../../editor';
import type { EditorState } from '../../editor';
import { surfaceOfEnvelope } from '../../model';
import type { Doc, Envelope, Surface } from '../../model';
import type { TargetId, generateCode } from '../../codegen';
// Names only: the printers load when the Code tab is chosen (loadCodegen).
import { TARGETS as PRINTERS, targetWithId } from '../../codegen/targets';
import { copyText, downloadText, exportFileName } from './export-actions';
import type { ExportTab, ExportView } from './export-view';

const TARGETS: Record<Surface, readonly { value: Envelope; label: string }[]> = {
  message: [
    { value: 'message', label: 'Message (POST /channels/…/messages)' },
    { value: 'webhook', label: 'Webhook (POST /webhooks/…)' },
    { value: 'response-4', label: 'Interaction response 4 (reply)' },
    { value: 'response-7', label: 'Interaction response 7 (update)' },
  ],
  modal: [
    { value: 'modal-9', label: 'Modal response 9' },
    { value: 'modal', label: 'Modal data only' },
  ],
  commands: [
    { value: 'commands', label: 'Bulk overwrite (PUT …/commands)' },
    { value: 'command', label: 'One command (POST …/commands)' },
  ],
};

const TABS: readonly { id: ExportTab; label: string }[] = [
  { id: 'json', label: 'JSON' },
  { id: 'code', label: 'Code' },
];

/** The libraries by language, in the order of the list: one group of the picker per language. */
const LANGUAGES = [...new Set(PRINTERS.map((t) => t.language))].map((language) => ({
  language,
  targets: PRINTERS.filter((t) => t.language === language),
}));

function fileOf(view: ExportView): { ext: string; type: string } {
  if (view.tab === 'json') return { ext: 'json', type: 'application/json' };
  const target = targetWithId(view.library);
  return { ext: target.ext, type: target.mime };
}

const selectSurface = (s: EditorState) => s.doc.surface;
const selectEnvelope = (s: EditorState) => s.doc.envelope;

const loadCodegen = () => import('../../codegen');

/** The envelope a document is exported as: the chosen one when it fits the document's surface. */
function targetOf(doc: Doc, target: Envelope | null): Envelope {
  return target && surfaceOfEnvelope(target) === doc.surface ? target : doc.envelope;
}

function errorCount(doc: Doc): number | undefined {
  return problemsOf(doc)?.filter((p) => p.severity === 'error').length;
}

function codeOf(
  generate: typeof generateCode,
  lang: TargetId,
  doc: Doc,
  view: ExportView,
  designName: string | undefined,
): string {
  return generate(lang, doc, {
    envelope: targetOf(doc, view.target),
    name: designName,
    errors: errorCount(doc),
  });
}

interface ViewProps {
  view: ExportView;
  designName?: string;
}

/** The code for the chosen tab, following the document like the JSON does. */
export function ExportCode({ view, designName }: ViewProps) {
  const [generate, setGenerate] = useState<{ fn: typeof generateCode } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadCodegen().then(
      (m) => live && setGenerate({ fn: m.generateCode }),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, []);
  const lang = view.library;
  const format = useCallback(
    (doc: Doc) => (generate ? codeOf(generate.fn, lang, doc, view, designName) : ''),
    [generate, lang, view, designName],
  );
  if (failed)
    return (
      <p className="export-error" role="alert">
        Could not load the code generator: {failed}. Reload the page to try again.
      </p>
    );
  if (!generate) return <p className="hint">Loading the code generator…</p>;
  return <PayloadJson format={format} testId="export-code" className="payload-json" />;
}

interface Status {
  text: string;
  error: boolean;
}

export default function ExportTools({
  view,
  onChange,
  designName,
}: ViewProps & { onChange: (view: ExportView) => void }) {
  const store = useEditorStore();
  const surface = useEditor(selectSurface);
  const own = useEditor(selectEnvelope);
  const [status, setStatus] = useState<Status | null>(null);
  const targets = TARGETS[surface];
  const target = targets.some((t) => t.value === view.target) ? view.target! : own;

  const change = (next: Partial<ExportView>) => {
    setStatus(null);
    onChange({ ...view, ...next });
  };

  /** What Copy and Download hand over: the live document, not the panel's throttled copy. */
  const current = async (): Promise<string> => {
    const doc = store.getState().doc;
    if (view.tab === 'json') return payloadText(doc, target, view.minify);
    const { generateCode } = await loadCodegen();
    return codeOf(generateCode, view.library, doc, view, designName);
  };

  const copy = async () => {
    try {
      const reason = await copyText(await current());
      setStatus(
        reason
          ? {
              text: `Could not copy: ${reason}. Select the text and copy it yourself.`,
              error: true,
            }
          : { text: 'Copied', error: false },
      );
    } catch (error) {
      setStatus({ text: `Could not copy: ${String(error)}`, error: true });
    }
  };

  const download = async () => {
    const { ext, type } = fileOf(view);
    const name = exportFileName(designName, ext, surface);
    try {
      downloadText(await current(), name, type);
      setStatus({ text: `Downloaded ${name}`, error: false });
    } catch (error) {
      setStatus({ text: `Could not download: ${String(error)}`, error: true });
    }
  };

  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === view.tab);
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    change({ tab: next.id });
    document.getElementById(`export-tab-${next.id}`)?.focus();
  };

  return (
    <div className="export-tools">
      <div className="export-tabs" role="tablist" aria-label="Export as" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`export-tab-${t.id}`}
            aria-selected={view.tab === t.id}
            aria-controls="export-body"
            tabIndex={view.tab === t.id ? 0 : -1}
            data-testid={`export-tab:${t.id}`}
            onClick={() => change({ tab: t.id })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="export-bar">
        {view.tab === 'code' && (
          <label className="export-option">
            Library
            <select
              data-testid="export-library"
              value={view.library}
              onChange={(e) => change({ library: e.target.value as TargetId })}
            >
              {LANGUAGES.map((group) => (
                <optgroup key={group.language} label={group.language}>
                  {group.targets.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.library}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        )}
        <label className="export-option">
          Target
          <select
            data-testid="export-target"
            value={target}
            onChange={(e) => change({ target: e.target.value as Envelope })}
          >
            {targets.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        {view.tab === 'json' && (
          <label className="export-option">
            <input
              type="checkbox"
              data-testid="export-minify"
              checked={view.minify}
              onChange={(e) => change({ minify: e.target.checked })}
            />
            Minified
          </label>
        )}
        <span
          className={status?.error ? 'export-status is-error' : 'export-status'}
          role="status"
          data-testid="export-status"
        >
          {status?.text}
        </span>
        <span className="export-actions">
          <button
            type="button"
            className="button-secondary"
            data-testid="export-copy"
            onClick={copy}
          >
            Copy
          </button>
          <button
            type="button"
            className="button-secondary"
            data-testid="export-download"
            onClick={download}
          >
            Download
          </button>
        </span>
      </div>
    </div>
  );
}
