// Adult fares in MXN, identical in both directions. Executive 2+1 runs only on the Guadalajara line.

export const fareSeeds: Array<{ a: string; b: string; first: string; executive?: string }> = [
  { a: 'PVR', b: 'GDL', first: '915.00', executive: '1085.00' },
  { a: 'PVR', b: 'ZAP', first: '880.00', executive: '1040.00' },
  { a: 'ZAP', b: 'GDL', first: '95.00', executive: '120.00' },
  { a: 'PVR', b: 'NVT', first: '48.00' },
  { a: 'PVR', b: 'BUC', first: '62.00' },
  { a: 'PVR', b: 'SAY', first: '98.50' },
  { a: 'PVR', b: 'LPE', first: '142.00' },
  { a: 'PVR', b: 'GUA', first: '150.00' },
  { a: 'NVT', b: 'BUC', first: '32.00' },
  { a: 'NVT', b: 'SAY', first: '76.00' },
  { a: 'NVT', b: 'LPE', first: '124.00' },
  { a: 'NVT', b: 'GUA', first: '132.00' },
  { a: 'BUC', b: 'SAY', first: '58.00' },
  { a: 'BUC', b: 'LPE', first: '110.00' },
  { a: 'BUC', b: 'GUA', first: '118.00' },
  { a: 'SAY', b: 'LPE', first: '72.00' },
  { a: 'SAY', b: 'GUA', first: '80.00' },
  { a: 'LPE', b: 'GUA', first: '22.00' },
  // The coast from Guadalajara, by Compostela (first class only).
  { a: 'GDL', b: 'GUA', first: '690.00' },
  { a: 'GDL', b: 'LPE', first: '700.00' },
  { a: 'GDL', b: 'SAY', first: '760.00' },
  { a: 'GDL', b: 'BUC', first: '820.00' },
  { a: 'GDL', b: 'NVT', first: '860.00' },
];

/** Validity is relative to the seeding day so the demo codes behave the same on any clone. */
export const promotionalCodeSeeds = [
  { code: 'BIENVENIDA10', descriptionEs: '10% de descuento en tu primer viaje', descriptionEn: '10% off your first trip', percentOff: 10, fromDays: -30, toDays: 730 },
  { code: 'VERANO15', descriptionEs: '15% de descuento en viajes de verano', descriptionEn: '15% off summer trips', percentOff: 15, fromDays: -1, toDays: 180 },
  { code: 'BUENFIN20', descriptionEs: '20% de descuento del Buen Fin (vencido)', descriptionEn: '20% off for El Buen Fin (expired)', percentOff: 20, fromDays: -400, toDays: -370 },
];
