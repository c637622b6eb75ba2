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

// The receivers' regimes of c_UsoCFDI, named once per group of uses that share them (SAT's order kept).
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const BUSINESS_AND_NO_OBLIGATIONS = ['601', '603', '606', '612', '616', '620', '621', '622', '623', '624', '625', '626'];
const PERSONAL_DEDUCTIONS = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
const EVERY_REGIME = ['601', '603', '605', '606', '608', '610', '611', '612', '614', '616', '620', '621', '622', '623', '624', '607', '615', '625', '626'];

const use = (code: string, description: string, receivers: 'person' | 'both', regimes: readonly string[]): CfdiUse => ({
  code,
  description,
  person: true,
  company: receivers === 'both',
  regimes,
});

export const CFDI_USES: readonly CfdiUse[] = [
  use('G01', 'Adquisición de mercancías.', 'both', BUSINESS),
  use('G02', 'Devoluciones, descuentos o bonificaciones.', 'both', BUSINESS_AND_NO_OBLIGATIONS),
  use('G03', 'Gastos en general.', 'both', BUSINESS),
  use('I01', 'Construcciones.', 'both', BUSINESS),
  use('I02', 'Mobiliario y equipo de oficina por inversiones.', 'both', BUSINESS),
  use('I03', 'Equipo de transporte.', 'both', BUSINESS),
  use('I04', 'Equipo de computo y accesorios.', 'both', BUSINESS),
  use('I05', 'Dados, troqueles, moldes, matrices y herramental.', 'both', BUSINESS),
  use('I06', 'Comunicaciones telefónicas.', 'both', BUSINESS),
  use('I07', 'Comunicaciones satelitales.', 'both', BUSINESS),
  use('I08', 'Otra maquinaria y equipo.', 'both', BUSINESS),
  use('D01', 'Honorarios médicos, dentales y gastos hospitalarios.', 'person', PERSONAL_DEDUCTIONS),
  use('D02', 'Gastos médicos por incapacidad o discapacidad.', 'person', PERSONAL_DEDUCTIONS),
  use('D03', 'Gastos funerales.', 'person', PERSONAL_DEDUCTIONS),
  use('D04', 'Donativos.', 'person', PERSONAL_DEDUCTIONS),
  use('D05', 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación).', 'person', PERSONAL_DEDUCTIONS),
  use('D06', 'Aportaciones voluntarias al SAR.', 'person', PERSONAL_DEDUCTIONS),
  use('D07', 'Primas por seguros de gastos médicos.', 'person', PERSONAL_DEDUCTIONS),
  use('D08', 'Gastos de transportación escolar obligatoria.', 'person', PERSONAL_DEDUCTIONS),
  use('D09', 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones.', 'person', PERSONAL_DEDUCTIONS),
  use('D10', 'Pagos por servicios educativos (colegiaturas).', 'person', PERSONAL_DEDUCTIONS),
  use('S01', 'Sin efectos fiscales.', 'both', EVERY_REGIME),
  use('CP01', 'Pagos', 'both', EVERY_REGIME),
  use('CN01', 'Nómina', 'person', ['605']),
];
