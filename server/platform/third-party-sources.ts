import type { ServerConfig } from './config';

// Third parties the pages may load only when a deployment configures them (docs/rules/site.md#third-parties-only-when-configured): the contact
// page's captcha (hCaptcha, with CAPTCHA_SECRET) and the locations page's embedded map (Google Maps
// Embed, with VITE_MAPS_EMBED_KEY). Without them the content security policy stays same-origin.

export interface ThirdPartySources {
  script: string[];
  frame: string[];
  connect: string[];
}

export function thirdPartySources(config: Pick<ServerConfig, 'captcha' | 'mapsEmbed'>): ThirdPartySources {
  const captcha = config.captcha ? ['https://hcaptcha.com', 'https://*.hcaptcha.com'] : [];
  const maps = config.mapsEmbed ? ['https://www.google.com'] : [];
  return { script: captcha, frame: [...captcha, ...maps], connect: captcha };
}
