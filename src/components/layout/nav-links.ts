import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../i18n/locale';

type Path =
  | '/horarios' | '/schedules' | '/tarifas' | '/rates' | '/autobuses' | '/bus' | '/ubicaciones' | '/locations'
  | '/servicios' | '/services' | '/tours' | '/aventuras' | '/administra-reservacion' | '/itinerary' | '/facturacion';

export interface NavLink {
  label: MessageDescriptor;
  /** English visitors get the English alias where one exists (docs/rules/site.md#addresses-and-aliases), so the address bar matches the language. */
  to: Record<Locale, Path>;
}

const same = (path: Path): Record<Locale, Path> => ({ es: path, en: path });

export const mainNavLinks: NavLink[] = [
  { label: msg`Horarios`, to: { es: '/horarios', en: '/schedules' } },
  { label: msg`Tarifas`, to: { es: '/tarifas', en: '/rates' } },
  { label: msg`Autobuses`, to: { es: '/autobuses', en: '/bus' } },
  { label: msg`Ubicaciones`, to: { es: '/ubicaciones', en: '/locations' } },
  { label: msg`Servicios`, to: { es: '/servicios', en: '/services' } },
  { label: msg`Tours`, to: same('/tours') },
  // The partner adventures: English is the same address with ?lang=en (kept by every link on an English page).
  { label: msg`Aventuras`, to: same('/aventuras') },
  { label: msg`Mi reservación`, to: { es: '/administra-reservacion', en: '/itinerary' } },
  { label: msg`Facturación`, to: same('/facturacion') },
];

type FooterPath =
  | '/contacto' | '/contact-center' | '/aviso-privacidad' | '/politicas-seguridad' | '/compromiso-social'
  | '/quienes-somos' | '/terminos-condiciones' | '/tips-viaje' | '/promotions';

export const footerLinks: Array<{ label: MessageDescriptor; to: FooterPath }> = [
  { label: msg`Contacto`, to: '/contacto' },
  { label: msg`Centro de atención telefónica`, to: '/contact-center' },
  { label: msg`Aviso de privacidad`, to: '/aviso-privacidad' },
  { label: msg`Políticas de seguridad`, to: '/politicas-seguridad' },
  { label: msg`Compromiso social`, to: '/compromiso-social' },
  { label: msg`Quiénes somos`, to: '/quienes-somos' },
  { label: msg`Términos y condiciones`, to: '/terminos-condiciones' },
  { label: msg`Tips de viaje`, to: '/tips-viaje' },
  { label: msg`Promociones`, to: '/promotions' },
];
