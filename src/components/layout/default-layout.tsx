import { Outlet } from '@tanstack/react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

export function DefaultLayout() {
  return (
    <div className="layout layout--default">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
