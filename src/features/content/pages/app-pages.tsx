import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ScreenName } from '../../../components/layout/screen-titles';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

// The mobile app pages (general, iOS, Android). The store addresses are configuration of a real
// deployment (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL); without them the page names the store to search.

const features: ProseSection = {
  id: 'app-features',
  title: msg`Qué puedes hacer en la app`,
  items: [
    msg`Buscar horarios y comprar boletos, eligiendo tus asientos.`,
    msg`Llevar tus boletos electrónicos con su código QR, también sin conexión.`,
    msg`Pagar una reservación pendiente (PEND) y convertirla en boleto electrónico.`,
    msg`Cambiar el horario de tu viaje y facturar tu compra.`,
    msg`Consultar tus puntos de Viajero Frecuente y pagar con ellos.`,
    msg`Recibir avisos de tu viaje y de nuestras promociones, si activas las notificaciones.`,
  ],
};

type Store = 'ios' | 'android';

function storeUrl(store: Store): string | undefined {
  const env = import.meta.env as Record<string, string | undefined>;
  return store === 'ios' ? env.VITE_APP_STORE_URL : env.VITE_PLAY_STORE_URL;
}

function StoreLink({ store }: { store: Store }) {
  const { t } = useLingui();
  const url = storeUrl(store);
  const label = store === 'ios' ? t`Descárgala en el App Store` : t`Descárgala en Google Play`;
  const search = store === 'ios' ? t`Busca «Ruta Bahía» en el App Store (iOS 15 o posterior).` : t`Busca «Ruta Bahía» en Google Play (Android 8 o posterior).`;
  return url ? (
    <a className="button button--primary" href={url} rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <p>{search}</p>
  );
}

function AppPageBody({ screen, lead, stores }: { screen: ScreenName; lead: string; stores: Store[] }) {
  return (
    <ContentPage title={useScreenTitle(screen)} lead={lead}>
      <div className="content__actions">
        {stores.map((store) => (
          <StoreLink key={store} store={store} />
        ))}
      </div>
      <Prose sections={[features]} />
    </ContentPage>
  );
}

export function AppPage() {
  const { t } = useLingui();
  return <AppPageBody screen="app" lead={t`Tus boletos, tus viajes y tus puntos en tu teléfono. Gratis para iPhone y Android.`} stores={['ios', 'android']} />;
}

export function AppIosPage() {
  const { t } = useLingui();
  return <AppPageBody screen="app-ios" lead={t`La app de Ruta Bahía para iPhone: compra, guarda tus boletos y viaja sin papel.`} stores={['ios']} />;
}

export function AppAndroidPage() {
  const { t } = useLingui();
  return <AppPageBody screen="app-android" lead={t`La app de Ruta Bahía para Android: compra, guarda tus boletos y viaja sin papel.`} stores={['android']} />;
}
