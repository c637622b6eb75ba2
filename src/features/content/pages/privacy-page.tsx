import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { companyFacts } from '../company-facts';
import { ContentPage, ContentSection } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

const sections: ProseSection[] = [
  {
    id: 'privacy-data',
    title: msg`Datos que recabamos`,
    items: [
      msg`Identificación y contacto: nombre, apellidos, correo electrónico y teléfono celular.`,
      msg`De tu viaje: origen, destino, fechas, asientos, pasajeros y el tipo de tarifa de cada uno, con su edad cuando la tarifa lo requiere.`,
      msg`Fiscales, si pides factura: RFC, razón social, régimen fiscal, código postal y uso del CFDI.`,
      msg`Del programa Viajero Frecuente: número de tarjeta, nivel, puntos y viajes.`,
      msg`De pago: guardamos solo los últimos cuatro dígitos de tu tarjeta y el resultado del cobro; los datos completos los procesa la pasarela de pago.`,
    ],
  },
  {
    id: 'privacy-purposes',
    title: msg`Para qué los usamos`,
    paragraphs: [msg`Finalidades necesarias para el servicio que nos pides:`],
    items: [
      msg`Emitir, enviar y administrar tus boletos y reservaciones, y cambiar tu horario cuando lo pidas.`,
      msg`Verificar en el abordaje que el boleto corresponde a quien viaja y que la tarifa aplica.`,
      msg`Emitir tus facturas (CFDI) y atender aclaraciones, quejas y reportes de equipaje.`,
      msg`Administrar tu cuenta de Viajero Frecuente y tus puntos.`,
      msg`Cumplir obligaciones legales, fiscales y de seguridad en el transporte.`,
    ],
  },
  {
    id: 'privacy-optional',
    title: msg`Finalidades opcionales`,
    paragraphs: [
      msg`Con tu consentimiento, enviarte promociones y encuestas de satisfacción. Puedes negarte en cualquier momento escribiendo al correo de privacidad, sin que eso afecte tus compras.`,
    ],
  },
  {
    id: 'privacy-transfers',
    title: msg`Transferencias`,
    paragraphs: [
      msg`Compartimos tus datos solo con quien los necesita para darte el servicio: la pasarela de pago, el proveedor de facturación electrónica, la aseguradora del seguro de viaje si lo contratas y las autoridades que los requieran conforme a la ley. No vendemos tus datos.`,
    ],
  },
  {
    id: 'privacy-arco',
    title: msg`Tus derechos ARCO`,
    paragraphs: [
      msg`Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su uso, así como revocar tu consentimiento. Envía tu solicitud al correo de privacidad con tu nombre, una identificación y la descripción de lo que pides; te respondemos en un máximo de 20 días hábiles.`,
    ],
  },
  {
    id: 'privacy-cookies',
    title: msg`Cookies y almacenamiento local`,
    paragraphs: [
      msg`Usamos cookies y el almacenamiento de tu navegador para recordar tu idioma, tu reservación en curso, tu sesión de Viajero Frecuente y tu aceptación de cookies, y para proteger los formularios. Puedes borrarlas desde tu navegador; algunas funciones dejarían de recordar tus datos.`,
    ],
  },
  {
    id: 'privacy-changes',
    title: msg`Cambios a este aviso`,
    paragraphs: [msg`Publicaremos cualquier cambio a este aviso en esta página, con la fecha de su última actualización.`],
  },
];

/** /aviso-privacidad: the notice the contact step's consent box links to. */
export function PrivacyPage() {
  const { t } = useLingui();
  const { legalName, address, privacyEmail } = companyFacts;
  return (
    <ContentPage title={useScreenTitle('notice-privacy')} lead={t`Cómo tratamos los datos personales que nos confías al comprar, viajar y facturar con nosotros.`}>
      <ContentSection id="privacy-who" title={t`Responsable de tus datos`}>
        <p>
          <Trans>
            {legalName}, con domicilio en {address}, es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.
          </Trans>
        </p>
        <p>
          <Trans>Correo de privacidad:</Trans> <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
        </p>
      </ContentSection>
      <Prose sections={sections} />
    </ContentPage>
  );
}

export default PrivacyPage;
