import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ContentSection } from './content-page';

/** A section of running text: paragraphs, then an optional list. Texts are Lingui descriptors. */
export interface ProseSection {
  id: string;
  title: MessageDescriptor;
  paragraphs?: MessageDescriptor[];
  items?: MessageDescriptor[];
}

export function Prose({ sections }: { sections: ProseSection[] }) {
  const { i18n } = useLingui();
  return (
    <>
      {sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={i18n._(section.title)}>
          {section.paragraphs?.map((text) => (
            <p key={text.id}>{i18n._(text)}</p>
          ))}
          {section.items ? (
            <ul className="content__list">
              {section.items.map((text) => (
                <li key={text.id}>{i18n._(text)}</li>
              ))}
            </ul>
          ) : null}
        </ContentSection>
      ))}
    </>
  );
}
