import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../../domain/search/calendar-dates';
import type { TicketsLink } from '../../../../machines/reservation/reservation.ports';
import { currentEnvironment } from '../../../api/vite-environment';
import { intlTag } from '../../../i18n/locale';
import { ticketsPdfUrl } from '../../../lib/tickets-link-url';

type CopyState = 'idle' | 'copied' | 'failed';

/** The day a link stops working, long and in the traveller's language (Mexico City's calendar). */
function formatExpiry(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE }).format(date);
}

/**
 * The lasting link to the tickets (decision 019): the PDF with the link token, which opens without
 * this page or its flow (another device, after the tab is closed) until it expires. Copying uses
 * the clipboard; where there is none, the link's text is selected for the traveller to copy.
 */
export function TicketsLinkBlock({
  code,
  link,
  serviceBaseUrl = currentEnvironment().services.websale.baseUrl,
}: {
  code: string;
  link: TicketsLink;
  serviceBaseUrl?: string;
}) {
  const { t, i18n } = useLingui();
  const url = useMemo(() => ticketsPdfUrl(serviceBaseUrl, code, link.token), [serviceBaseUrl, code, link.token]);
  const until = formatExpiry(link.expiresAt, i18n.locale);
  const [copy, setCopy] = useState<CopyState>('idle');
  const anchor = useRef<HTMLAnchorElement>(null);
  const textId = useId();

  const selectLink = () => {
    const node = anchor.current;
    const selection = globalThis.getSelection?.();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copyLink = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      selectLink();
      setCopy('failed');
    }
  };

  return (
    <div className="tickets-link" role="group" aria-labelledby={textId}>
      <p className="tickets-link__text" id={textId}>
        {t`Guarda este enlace para abrir tus boletos hasta el ${until}.`}
      </p>
      <a className="tickets-link__url" href={url} ref={anchor}>
        {url}
      </a>
      <button type="button" className="button button--secondary tickets-link__copy" onClick={() => void copyLink()}>
        {t`Copiar enlace`}
      </button>
      <p className="tickets-link__status" role="status">
        {copy === 'copied'
          ? t`Enlace copiado.`
          : copy === 'failed'
            ? t`No se pudo copiar: el enlace quedó seleccionado, cópialo desde el menú de tu navegador.`
            : ''}
      </p>
    </div>
  );
}
