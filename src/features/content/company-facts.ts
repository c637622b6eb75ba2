// How travellers reach the company (contact centre, WhatsApp, e-mail) and its legal identity, shown on the
// contact-centre, contact, privacy and terms pages. DEMO VALUES: the rules name a call centre but not its
// numbers; the legal name and tax id match the server's default COMPANY_* settings (server/platform/config.ts).
export const companyFacts = {
  legalName: 'Ruta Bahía Autotransportes, S.A. de C.V.',
  taxId: 'RBA120315KM3',
  address: 'Av. Las Palmas 300, Col. Las Mojoneras, 48292 Puerto Vallarta, Jalisco',
  callCentre: { display: '322 226 7100', tel: '+523222267100' },
  guadalajaraLine: { display: '33 3600 0700', tel: '+523336000700' },
  whatsapp: { display: '322 226 7101', link: 'https://wa.me/523222267101' },
  email: 'contacto@rutabahia.example',
  privacyEmail: 'privacidad@rutabahia.example',
} as const;
