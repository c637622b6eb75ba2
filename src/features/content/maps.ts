// Map links for the terminals. A link opens the traveller's map app or site at the coordinates, with no
// key. The embedded map needs the maps service key (docs/rules/site.md#third-parties-only-when-configured) (VITE_MAPS_EMBED_KEY at build time, a
// Google Maps Embed API key); without one no map is embedded and no third party is contacted.

export function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

export function mapsEmbedUrl(latitude: number, longitude: number): string | null {
  const key = import.meta.env.VITE_MAPS_EMBED_KEY as string | undefined;
  if (!key) return null;
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${latitude},${longitude}`;
}
