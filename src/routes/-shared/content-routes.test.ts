import { describe, expect, it } from 'vitest';
import { placeName } from '../../features/content/landing/place-names';
import { serviceSlugs } from '../../features/content/pages/service-texts';
import { BUS_CITIES, SERVICE_PAGES, TICKET_DESTINATIONS } from '../../features/shell/route-catalog';
import { contentPages } from './content-pages';

// The content pages know the places and services the routes accept (the shell's route catalog): a
// service or place added to one list and not the other would show a page without its text.

describe('content pages and the route catalog', () => {
  it('the services page has a text for every service sub-page the rules list, and only those', () => {
    expect([...serviceSlugs]).toEqual([...SERVICE_PAGES]);
  });

  it.each([...TICKET_DESTINATIONS, ...BUS_CITIES])('the landing page names %s', (place) => {
    expect(placeName(place)).not.toBe(place);
  });

  it('every content page loads as its own module, with a component', async () => {
    for (const load of Object.values(contentPages)) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });
});
