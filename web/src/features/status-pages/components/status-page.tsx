import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/i18n/use-page-title';

/** A page that explains where the visitor ended up and offers a way on. */
export function StatusPage({
  code,
  title,
  body,
  actions,
}: {
  code: string;
  title: string;
  body: string;
  actions: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="page page--narrow status-page" aria-labelledby="status-heading">
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="status-heading">{title}</h1>
      <p className="muted">{body}</p>
      <div className="button-row">{actions}</div>
    </section>
  );
}
