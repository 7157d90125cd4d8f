/**
 * Renders author-written Markdown (training lessons) as React elements, never as HTML: raw HTML in
 * the text is dropped, links open only `https:` addresses and paths of this site, and images load
 * only from paths of this site (docs/training.md "Content model"). Tables come from GitHub-flavoured
 * Markdown.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './safe-markdown.css';

/** The elements a lesson may use; anything else (HTML included) is not rendered. */
const ALLOWED_ELEMENTS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'blockquote',
  'hr',
  'br',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
];

/** A same-site path: one leading slash, not two (`//host` is another site). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/** Where a link may go: https or this site; anything else (javascript:, data:, http:) is dropped. */
export function safeLinkUrl(url: string): string | null {
  if (isSitePath(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Where an image may load from: this site only (the content security policy allows no other). */
export function safeImageUrl(url: string): string | null {
  return isSitePath(url) ? url : null;
}

const components: Components = {
  // A lesson's `#` heading would compete with the page's own title: it becomes a section heading.
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    const external = !isSitePath(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" /> : null,
  table: ({ children }) => <MarkdownTable>{children}</MarkdownTable>,
};

/** The label of every table wrapper of one rendering (`tableLabel`, or a generic "Table"). */
const TableLabel = createContext<string | undefined>(undefined);

/**
 * A table that scrolls sideways on its own, focusable so keyboard users can scroll it, and a named
 * region so screen readers say what the focused box is.
 */
function MarkdownTable({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const label = useContext(TableLabel) ?? t('markdown.table');
  return (
    <div className="safe-markdown-table" tabIndex={0} role="region" aria-label={label}>
      <table>{children}</table>
    </div>
  );
}

export interface SafeMarkdownProps {
  markdown: string;
  className?: string;
  /** The translated name of the text's tables ("Lesson table"); a generic "Table" without it. */
  tableLabel?: string;
}

/** Author Markdown as safe React elements. */
export function SafeMarkdown({ markdown, className, tableLabel }: SafeMarkdownProps) {
  return (
    <TableLabel value={tableLabel}>
      <div className={className ? `safe-markdown ${className}` : 'safe-markdown'}>
        <Markdown
          remarkPlugins={[remarkGfm]}
          skipHtml
          allowedElements={[...ALLOWED_ELEMENTS, 'h1']}
          unwrapDisallowed
          urlTransform={(url, key) => (key === 'src' ? safeImageUrl(url) : safeLinkUrl(url)) ?? ''}
          components={components}
        >
          {markdown}
        </Markdown>
      </div>
    </TableLabel>
  );
}
