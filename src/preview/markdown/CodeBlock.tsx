import type { ReactElement, ReactNode } from 'react';
import type { HighlightRoot } from './highlight';
import { useHighlight } from './highlight';

type HastNode = HighlightRoot['children'][number];

const HLJS_CLASS = /^hljs-[\w-]+$/;

function classNameOf(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const names = value.filter((c): c is string => typeof c === 'string' && HLJS_CLASS.test(c));
  return names.length > 0 ? names.join(' ') : undefined;
}

// lowlight only makes spans with hljs-* classes; anything else in the tree is dropped.
function toReact(node: HastNode, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  return (
    <span key={key} className={classNameOf(node.properties.className)}>
      {node.children.map((child, i) => toReact(child as HastNode, i))}
    </span>
  );
}

/** A fenced code block: monospace, its language as a label, coloured once lowlight has loaded. */
export function CodeBlock({ lang, content }: { lang?: string; content: string }): ReactElement {
  const tree = useHighlight(content, lang);
  return (
    <div className="dp-md-codeblock" data-language={lang || undefined}>
      {lang ? <span className="dp-md-codeblock-lang">{lang}</span> : null}
      <pre className="dp-md-pre">
        <code className={tree ? 'dp-md-code-highlighted hljs' : undefined}>
          {tree ? tree.children.map((child, i) => toReact(child, i)) : content}
        </code>
      </pre>
    </div>
  );
}
