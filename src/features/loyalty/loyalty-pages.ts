import type { LoyaltyPage } from '../../../machines/loyalty/loyalty-pages';

// The addresses of the frequent-traveller pages: Spanish under /viajero-frecuente (whose own page is the
// programme's content page), English under /frequent-traveller, like the site's other English addresses.

export type { LoyaltyPage };

const segments: Record<LoyaltyPage, { es: string; en: string }> = {
  signIn: { es: 'entrar', en: 'sign-in' },
  register: { es: 'registro', en: 'register' },
  recover: { es: 'recuperar', en: 'recover' },
  profile: { es: 'perfil', en: 'profile' },
};

const bases = { es: '/viajero-frecuente', en: '/frequent-traveller' } as const;

export function loyaltyPath(page: LoyaltyPage, lang: 'es' | 'en'): string {
  return `${bases[lang]}/${segments[page][lang]}`;
}

export function loyaltyLangOfPath(pathname: string): 'es' | 'en' {
  return pathname.startsWith(`${bases.en}/`) ? 'en' : 'es';
}

export function loyaltyPageOfPath(pathname: string): LoyaltyPage | null {
  const lang = loyaltyLangOfPath(pathname);
  const segment = pathname.startsWith(`${bases[lang]}/`) ? pathname.slice(bases[lang].length + 1).replace(/\/$/, '') : null;
  const found = (Object.keys(segments) as LoyaltyPage[]).find((page) => segments[page][lang] === segment);
  return found ?? null;
}
