// The templates a design can start from, each with its name and what it is for.
import { TEMPLATES } from '../../model';
import type { Template } from '../../model';
import { SURFACE_LABELS } from '../../editor';
import './designs.css';

export function TemplateList({ onPick }: { onPick: (template: Template) => void }) {
  return (
    <ul className="template-list">
      {TEMPLATES.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            className="template-item"
            data-testid={`template:${t.id}`}
            onClick={() => onPick(t)}
            title={t.description}
          >
            <span className="template-name" title={t.name}>
              {t.name}
            </span>
            <span className="template-description">{t.description}</span>
            <span className="template-surface" title={SURFACE_LABELS[t.surface]}>
              {SURFACE_LABELS[t.surface]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
