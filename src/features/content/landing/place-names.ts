// Place names of the landing pages are proper nouns: the same in Spanish and English. The routes accept
// the same places (TICKET_DESTINATIONS, BUS_CITIES of the shell's route catalog).
const PLACE_NAMES: Record<string, string> = {
  vallarta: 'Vallarta',
  'puerto-vallarta': 'Puerto Vallarta',
  'nuevo-vallarta': 'Nuevo Vallarta',
  sayulita: 'Sayulita',
  bucerias: 'Bucerías',
  guayabitos: 'Guayabitos',
  zapopan: 'Zapopan',
  guadalajara: 'Guadalajara',
  'la-penita': 'La Peñita',
};

export function placeName(slug: string): string {
  return PLACE_NAMES[slug] ?? slug;
}
