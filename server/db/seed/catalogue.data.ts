// Demo content: loyalty members, slider promotions and app versions (the tours: tours.data.ts).

/**
 * Demo frequent travellers. Log in with the card number, the e-mail or the phone, and the password:
 *   classic   3100000001 / maria.lopez@example.com / 3221234567      password Clasico#2024
 *   gold      3200000002 / jose.hernandez@example.com / 3312345678   password Oro#2024
 *   platinum  3300000003 / ana.martinez@example.com / 3319876543     password Platino#2024
 */
export const loyaltyMemberSeeds = [
  { cardNumber: '3100000001', email: 'maria.lopez@example.com', phone: '3221234567', firstName: 'María Fernanda', lastName: 'López Ramírez', tier: 'classic', password: 'Clasico#2024', points: '250.00', rfc: 'LORM900215AB1' },
  { cardNumber: '3200000002', email: 'jose.hernandez@example.com', phone: '3312345678', firstName: 'José Luis', lastName: 'Hernández Peña', tier: 'gold', password: 'Oro#2024', points: '1200.00', rfc: 'HEPJ850730KD4' },
  { cardNumber: '3300000003', email: 'ana.martinez@example.com', phone: '3319876543', firstName: 'Ana Sofía', lastName: 'Martínez Ortiz', tier: 'platinum', password: 'Platino#2024', points: '5400.00', rfc: 'MAOA780412QW9' },
] as const;

export const sliderSeeds = [
  { key: 'bienvenida', position: 1, image: '/images/slider/bienvenida.jpg', link: '/promotions', es: ['Tu primer viaje con 10% de descuento', 'Usa el código BIENVENIDA10 al reservar'], en: ['10% off your first trip', 'Use code BIENVENIDA10 when you book'] },
  { key: 'verano', position: 2, image: '/images/slider/verano.jpg', link: '/promotions', es: ['Verano en la Riviera Nayarit', '15% de descuento con VERANO15 a Sayulita, Bucerías y Guayabitos'], en: ['Summer on the Riviera Nayarit', '15% off with VERANO15 to Sayulita, Bucerías and Guayabitos'] },
  { key: 'viajero-frecuente', position: 3, image: '/images/slider/viajero-frecuente.jpg', link: '/viajero-frecuente', es: ['Viajero Frecuente', 'Acumula puntos y paga tus boletos con ellos'], en: ['Frequent Traveller', 'Earn points and pay for your tickets with them'] },
  { key: 'tours-marietas', position: 4, image: '/images/slider/marietas.jpg', link: '/tours', es: ['Tours en Bahía de Banderas', 'Islas Marietas, ballenas y más'], en: ['Tours in Banderas Bay', 'Marietas Islands, whales and more'] },
] as const;

// Project ids identify a client (docs/rules/services-and-api.md#client-configuration): 1 the web site, 2 the Android app,
// 3 the iOS app. Project 1 has a newer inactive release so last_active=false is distinguishable.
export const appVersionSeeds = [
  { projectId: 1, platform: 'web', version: '1.0.0', forceUpdate: false, active: true, releasedAt: '2025-01-01T06:00:00Z', notes: 'Nuevo sitio de venta en línea' },
  { projectId: 1, platform: 'web', version: '1.1.0-beta.1', forceUpdate: false, active: false, releasedAt: '2025-04-02T06:00:00Z', notes: 'Versión preliminar: pago con puntos' },
  { projectId: 2, platform: 'android', version: '3.3.0', forceUpdate: false, active: false, releasedAt: '2024-11-04T16:00:00Z', notes: 'Pago con puntos' },
  { projectId: 2, platform: 'android', version: '3.4.2', forceUpdate: true, active: true, releasedAt: '2025-03-18T16:00:00Z', notes: 'Cambio de horario desde la app' },
  { projectId: 3, platform: 'ios', version: '3.4.1', forceUpdate: false, active: true, releasedAt: '2025-03-12T16:00:00Z', notes: 'Cambio de horario desde la app' },
] as const;
