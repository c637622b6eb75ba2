import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { BRAND_NAME } from '../shell/brand';
import { screenTitles, type ScreenName } from './screen-titles';

/** A screen whose content belongs to a later issue: its heading inside the layout, and the tab title. */
export function ScreenPage({ screen, values }: { screen: ScreenName; values?: Record<string, string> }) {
  const { i18n } = useLingui();
  const title = i18n._({ ...screenTitles[screen], values });
  useDocumentTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
    </div>
  );
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
}
