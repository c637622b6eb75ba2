import { useLingui } from '@lingui/react';
import { screenTitles, type ScreenName } from './screen-titles';
import { useDocumentTitle } from './use-document-title';

/** A screen without content of its own yet: its heading inside the layout, and the tab title. */
export function ScreenPage({ screen, values }: { screen: ScreenName; values?: Record<string, string> }) {
  const { i18n } = useLingui();
  // Built outside the call: the Lingui extractor cannot read a spread inside i18n._().
  const descriptor = { ...screenTitles[screen], values };
  const title = i18n._(descriptor);
  useDocumentTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
    </div>
  );
}
