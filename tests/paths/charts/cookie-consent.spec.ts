import { definePathSuite } from '../lib/suite';
import { cookieConsentPathModel } from './cookie-consent.model';
import { cookieConsentRunner } from './cookie-consent.paths';

definePathSuite('cookieConsent', cookieConsentPathModel, cookieConsentRunner);
