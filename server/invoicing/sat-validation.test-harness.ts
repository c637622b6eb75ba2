// Test-only checks against SAT's own files: XSD validation (xmllint-wasm) of CFDI 4.0 and its
// TimbreFiscalDigital, and the cadena original by SAT's XSLT 2.0 (Saxon-JS; compiled once by xslt3).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const CFD = fileURLToPath(new URL('./sat/sitio_internet/cfd/', import.meta.url));
const CATALOGS = fileURLToPath(new URL('./sat/catalogs/', import.meta.url));

const ids = (catalog: string) => (JSON.parse(readFileSync(join(CATALOGS, `cfdi_40_${catalog}.json`), 'utf8')) as { id: string }[]).map((e) => e.id);

// SAT's catCFDI.xsd is over 4 MiB (postal codes, product and unit keys): a stand-in with the small catalogs
// enumerated from the copied JSON and the huge ones reduced to their lexical pattern.
function catalogStandIn(): string {
  const enums: Record<string, string[]> = {
    c_FormaPago: ids('formas_pago'),
    c_Impuesto: ids('impuestos'),
    c_TipoFactor: ids('tipos_factores'),
    c_ObjetoImp: ids('objetos_impuestos'),
    c_Exportacion: ids('exportaciones'),
    c_MetodoPago: ids('metodos_pago'),
    c_TipoDeComprobante: ids('tipos_comprobantes'),
    c_Meses: ids('meses'),
    c_Periodicidad: ids('periodicidades'),
    c_RegimenFiscal: ids('regimenes_fiscales'),
    c_UsoCFDI: ids('usos_cfdi'),
    c_TipoRelacion: ids('tipos_relaciones'),
  };
  const patterns: Record<string, string> = {
    c_ClaveProdServ: '\\d{8}',
    c_ClaveUnidad: '[A-Z0-9]{1,3}',
    c_CodigoPostal: '\\d{5}',
    c_Moneda: '[A-Z]{3}',
    c_Pais: '[A-Z]{3}',
  };
  const types = [
    ...Object.entries(enums).map(([name, values]) => `<xs:simpleType name="${name}"><xs:restriction base="xs:string">${values.map((v) => `<xs:enumeration value="${v}"/>`).join('')}</xs:restriction></xs:simpleType>`),
    ...Object.entries(patterns).map(([name, p]) => `<xs:simpleType name="${name}"><xs:restriction base="xs:string"><xs:pattern value="${p}"/></xs:restriction></xs:simpleType>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.sat.gob.mx/sitio_internet/cfd/catalogos" elementFormDefault="qualified">${types.join('')}</xs:schema>`;
}

const file = (fileName: string, path = fileName): XMLFileInfo => ({ fileName, contents: readFileSync(join(CFD, path), 'utf8') });

const WRAPPER = `<?xml version="1.0" encoding="UTF-8"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
<xs:import namespace="http://www.sat.gob.mx/cfd/4" schemaLocation="4/cfdv40.xsd"/>
<xs:import namespace="http://www.sat.gob.mx/TimbreFiscalDigital" schemaLocation="TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd"/>
</xs:schema>`;

/** Validation errors of a CFDI 4.0 (stamped or not) against cfdv40.xsd and TimbreFiscalDigitalv11.xsd. */
export async function xsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: { fileName: 'all.xsd', contents: WRAPPER },
    preload: [
      file('4/cfdv40.xsd'),
      file('tipoDatos/tdCFDI/tdCFDI.xsd'),
      file('TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd'),
      { fileName: 'catalogos/catCFDI.xsd', contents: catalogStandIn() },
    ],
  });
  return result.errors.map((e) => e.rawMessage);
}

function compiled(xslt: string): string {
  // Compiling SAT's stylesheet with its ~30 includes takes a while: once per content, in the temp folder.
  const dir = join(CFD, xslt, '..');
  const hash = createHash('sha256');
  for (const name of readdirSync(dir)) hash.update(readFileSync(join(dir, name)));
  const sef = join(tmpdir(), `sat-${hash.digest('hex').slice(0, 16)}.sef.json`);
  if (!existsSync(sef)) {
    const cli = fileURLToPath(new URL('../../node_modules/xslt3/xslt3.js', import.meta.url));
    execFileSync(process.execPath, [cli, `-xsl:${join(CFD, xslt)}`, `-export:${sef}`, '-nogo'], { stdio: 'pipe' });
  }
  return sef;
}

function transform(xslt: string, xml: string): Promise<string> {
  // saxon-js ships no type declarations: the one call used is typed here.
  const SaxonJS = createRequire(import.meta.url)('saxon-js') as { transform: (o: object, mode: 'sync') => { principalResult: string } };
  return Promise.resolve(SaxonJS.transform({ stylesheetFileName: compiled(xslt), sourceText: xml, destination: 'serialized' }, 'sync').principalResult);
}

/** The cadena original SAT's cadenaoriginal_4_0.xslt gives for the XML. */
export const satCadenaOriginal = (xml: string) => transform('4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt', xml);
/** The stamp's cadena original by SAT's cadenaoriginal_TFD_1_1.xslt. */
export const satTfdCadenaOriginal = (tfdXml: string) => transform('TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt', tfdXml);
