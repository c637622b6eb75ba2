import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

const sections: ProseSection[] = [
  {
    id: 'security-boarding',
    title: msg`En el abordaje`,
    items: [
      msg`Revisamos a los pasajeros y su equipaje antes de subir, y el abordaje se graba en video.`,
      msg`Podemos negar el abordaje a quien esté en estado de ebriedad o bajo el efecto de drogas, lleve alcohol, drogas, explosivos o armas sin permiso, o presente un boleto falso o de otra persona.`,
      msg`Tu boleto es personal e intransferible: el nombre debe coincidir con el de quien viaja.`,
    ],
  },
  {
    id: 'security-road',
    title: msg`En carretera`,
    items: [
      msg`Nuestros operadores descansan lo que marca la norma entre viajes y pasan exámenes médicos y toxicológicos periódicos.`,
      msg`Cada autobús viaja con localización satelital y velocidad limitada, vigilado desde nuestro centro de control.`,
      msg`Todos los asientos tienen cinturón de seguridad; úsalo durante todo el viaje.`,
      msg`Los autobuses reciben mantenimiento preventivo según el kilometraje y una revisión antes de cada salida.`,
    ],
  },
  {
    id: 'security-online',
    title: msg`Al comprar en línea`,
    items: [
      msg`Nuestro sitio usa conexión cifrada (HTTPS) y los pagos con tarjeta los procesa una pasarela certificada; no guardamos el número completo de tu tarjeta.`,
      msg`Tus reservaciones solo se abren con su código y el apellido de un pasajero, o con el enlace personal de tu correo de confirmación.`,
      msg`Limitamos los intentos repetidos de búsqueda de reservaciones, códigos promocionales y mensajes para proteger tus datos.`,
      msg`Nunca te pediremos contraseñas ni códigos de seguridad por teléfono, correo o WhatsApp.`,
    ],
  },
  {
    id: 'security-report',
    title: msg`Reporta cualquier situación`,
    paragraphs: [
      msg`Si ves algo que ponga en riesgo a los pasajeros, avisa al operador o al personal de la terminal, o llama a nuestro centro de atención. En una emergencia llama al 911.`,
    ],
  },
];

/** /politicas-seguridad */
export function SecurityPage() {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle('security-policy')} lead={t`Tu seguridad es lo primero en la terminal, en el camino y cuando compras en línea.`}>
      <Prose sections={sections} />
    </ContentPage>
  );
}

export default SecurityPage;
