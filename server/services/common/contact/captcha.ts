import type { ServerConfig } from '../../../platform/config';

// The contact page's captcha, behind an adapter: none unless CAPTCHA_SECRET is set, then the provider's
// siteverify endpoint (hCaptcha, reCAPTCHA and Turnstile share its form: secret + response → { success }).

export interface CaptchaVerifier {
  /** Whether a message must carry a token at all. */
  readonly required: boolean;
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

export const noCaptcha: CaptchaVerifier = { required: false, verify: async () => true };

/** A provider that does not answer in time counts as a failed check: the sender may try again. */
const VERIFY_TIMEOUT_MS = 5_000;

export function siteVerifyCaptcha(settings: NonNullable<ServerConfig['captcha']>, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    required: true,
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: settings.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(settings.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}

export function captchaFromConfig(settings: ServerConfig['captcha']): CaptchaVerifier {
  return settings ? siteVerifyCaptcha(settings) : noCaptcha;
}
