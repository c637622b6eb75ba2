import { useEffect } from 'react';

// The contact form's captcha, active only when the build has a site key (VITE_CAPTCHA_SITE_KEY, an
// hCaptcha key; the server checks the token with CAPTCHA_SECRET). Without one nothing is loaded and no
// third party is contacted. The provider's script fills a hidden `h-captcha-response` field.

const siteKey = () => (import.meta.env as Record<string, string | undefined>).VITE_CAPTCHA_SITE_KEY;
const SCRIPT_URL = 'https://js.hcaptcha.com/1/api.js';

export function CaptchaBox() {
  const key = siteKey();
  useEffect(() => {
    if (!key || document.querySelector(`script[src="${SCRIPT_URL}"]`)) return;
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    document.head.append(script);
  }, [key]);
  return key ? <div className="h-captcha" data-sitekey={key} /> : null;
}

/** The token the provider left in the form, or null when no captcha is configured. */
export function readCaptchaToken(): string | null {
  if (!siteKey()) return null;
  const field = document.querySelector<HTMLTextAreaElement>('[name="h-captcha-response"]');
  return field?.value || null;
}
