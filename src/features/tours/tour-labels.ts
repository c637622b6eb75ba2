import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Names the catalogue sends as codes, in the page's language: categories (docs/rules/tours.md#the-catalogue),
// the guide's languages (ISO 639-1) and a timeslot's status (docs/rules/tours.md#days-and-timeslots).

/** The categories the rules name, in the order the filter offers them; an operator's new one shows as its slug. */
export const CATEGORIES = ['sea', 'adventure', 'nature', 'food-and-drink', 'towns'] as const;

export const categoryNames: Record<string, MessageDescriptor> = {
  sea: msg`Mar y playas`,
  adventure: msg`Aventura`,
  nature: msg`Naturaleza`,
  'food-and-drink': msg`Comida y bebida`,
  towns: msg`Pueblos`,
};

export const languageNames: Record<string, MessageDescriptor> = {
  es: msg`Español`,
  en: msg`Inglés`,
  fr: msg`Francés`,
  de: msg`Alemán`,
  it: msg`Italiano`,
  pt: msg`Portugués`,
};

export const statusNames: Record<'available' | 'few_left' | 'sold_out', MessageDescriptor> = {
  available: msg`Disponible`,
  few_left: msg`Últimos lugares`,
  sold_out: msg`Agotado`,
};

/** What each tour's illustration shows (public/images/tours/<slug>.svg), for its alt text. */
export const imageDescriptions: Record<string, MessageDescriptor> = {
  'islas-marietas': msg`Ilustración: las Islas Marietas con una lancha sobre el mar`,
  yelapa: msg`Ilustración: la cascada de Yelapa entre la selva y la playa`,
  'avistamiento-ballenas': msg`Ilustración: una ballena jorobada sale a respirar en la bahía`,
  'degustacion-tequila': msg`Ilustración: una botella y caballitos de tequila entre agaves`,
  'canopy-sierra-madre': msg`Ilustración: una persona en tirolesa sobre la sierra`,
  'vallarta-centro-y-sabores': msg`Ilustración: la parroquia de Guadalupe y el centro de Vallarta con papel picado`,
  sayulita: msg`Ilustración: una tabla de surf en la playa de Sayulita`,
  'jardin-botanico-vallarta': msg`Ilustración: palmas y flores del jardín botánico`,
};
