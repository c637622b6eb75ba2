import { useLingui } from '@lingui/react';
import { screenTitles, type ScreenName } from '../../components/layout/screen-titles';

/** The page's heading, the same text the shell's screen titles give it (one translation). */
export function useScreenTitle(screen: ScreenName, values?: Record<string, string>): string {
  const { i18n } = useLingui();
  const descriptor = { ...screenTitles[screen], values };
  return i18n._(descriptor);
}
