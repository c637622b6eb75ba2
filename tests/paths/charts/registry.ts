import type { EventObject } from 'xstate';
import type { ChartModel } from '../lib/plan';
import { assertions as cookieConsentAssertions } from './cookie-consent.paths';
import { cookieConsentPathModel } from './cookie-consent.model';

/** The charts the browser path tests run; a new chart joins here with its model and assertions. */
export const pathCharts: Array<{ name: string; model: ChartModel<never, EventObject>; assertions: Record<string, unknown> }> = [
  { name: 'cookieConsent', model: cookieConsentPathModel as never, assertions: cookieConsentAssertions },
];
