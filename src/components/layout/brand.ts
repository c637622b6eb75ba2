// The site's brand. Invented for this product; the brand landing paths below are built from it.
export const BRAND_NAME = 'Ruta Bahía';
