import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import './content.css';

/** The frame of every content page: its one heading (also the tab title), a lead and its sections. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="page content">
      <h1 className="page__title">{title}</h1>
      {lead ? <p className="content__lead">{lead}</p> : null}
      {children}
    </article>
  );
}

/** A titled section; `id` ties the heading to the section for screen readers. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="content__section" aria-labelledby={id}>
      <h2 id={id} className="content__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
