// SAT catalogs c_RegimenFiscal and c_UsoCFDI (CFDI 4.0, entries in force), as data the form, the chart and
// the server share. Checked against server/invoicing/sat/catalogs/*.json by sat-catalogs.test.ts.

export interface TaxRegime {
  code: string;
  description: string;
  person: boolean;
  company: boolean;
}

export interface CfdiUse extends TaxRegime {
  /** The receiver's regimes SAT allows with this use. */
  regimes: readonly string[];
}

export const TAX_REGIMES: readonly TaxRegime[] = [
  { code: '601', description: 'General de Ley Personas Morales', person: false, company: true },
  { code: '603', description: 'Personas Morales con Fines no Lucrativos', person: false, company: true },
  { code: '605', description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', person: true, company: false },
  { code: '606', description: 'Arrendamiento', person: true, company: false },
  { code: '607', description: 'Régimen de Enajenación o Adquisición de Bienes', person: true, company: false },
  { code: '608', description: 'Demás ingresos', person: true, company: false },
  { code: '610', description: 'Residentes en el Extranjero sin Establecimiento Permanente en México', person: true, company: true },
  { code: '611', description: 'Ingresos por Dividendos (socios y accionistas)', person: true, company: false },
  { code: '612', description: 'Personas Físicas con Actividades Empresariales y Profesionales', person: true, company: false },
  { code: '614', description: 'Ingresos por intereses', person: true, company: false },
  { code: '615', description: 'Régimen de los ingresos por obtención de premios', person: true, company: false },
  { code: '616', description: 'Sin obligaciones fiscales', person: true, company: false },
  { code: '620', description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', person: false, company: true },
  { code: '621', description: 'Incorporación Fiscal', person: true, company: false },
  { code: '622', description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', person: false, company: true },
  { code: '623', description: 'Opcional para Grupos de Sociedades', person: false, company: true },
  { code: '624', description: 'Coordinados', person: false, company: true },
  { code: '625', description: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', person: true, company: false },
  { code: '626', description: 'Régimen Simplificado de Confianza', person: true, company: true },
];

export const CFDI_USES: readonly CfdiUse[] = [
  {
    code: 'G01',
    description: 'Adquisición de mercancías.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'G02',
    description: 'Devoluciones, descuentos o bonificaciones.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '616', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'G03',
    description: 'Gastos en general.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I01',
    description: 'Construcciones.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I02',
    description: 'Mobiliario y equipo de oficina por inversiones.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I03',
    description: 'Equipo de transporte.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I04',
    description: 'Equipo de computo y accesorios.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I05',
    description: 'Dados, troqueles, moldes, matrices y herramental.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I06',
    description: 'Comunicaciones telefónicas.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I07',
    description: 'Comunicaciones satelitales.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I08',
    description: 'Otra maquinaria y equipo.',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'D01',
    description: 'Honorarios médicos, dentales y gastos hospitalarios.',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D02',
    description: 'Gastos médicos por incapacidad o discapacidad.',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D03',
    description: 'Gastos funerales.',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D04',
    description: 'Donativos.',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D05',
    description: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación).',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D06',
    description: 'Aportaciones voluntarias al SAR.',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D07',
    description: 'Primas por seguros de gastos médicos.',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D08',
    description: 'Gastos de transportación escolar obligatoria.',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D09',
    description: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones.',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D10',
    description: 'Pagos por servicios educativos (colegiaturas).',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'S01',
    description: 'Sin efectos fiscales.',
    person: true,
    company: true,
    regimes: ['601', '603', '605', '606', '608', '610', '611', '612', '614', '616', '620', '621', '622', '623', '624', '607', '615', '625', '626'],
  },
  {
    code: 'CP01',
    description: 'Pagos',
    person: true,
    company: true,
    regimes: ['601', '603', '605', '606', '608', '610', '611', '612', '614', '616', '620', '621', '622', '623', '624', '607', '615', '625', '626'],
  },
  {
    code: 'CN01',
    description: 'Nómina',
    person: true,
    company: false,
    regimes: ['605'],
  },
];
