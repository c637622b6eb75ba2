import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useRef, useState } from 'react';
import type { TicketsLink } from '../../../../machines/reservation/reservation.ports';
import { currentEnvironment } from '../../../api/vite-environment';
import { useFormats } from '../../../i18n/formats';
import { ticketsPdfUrl } from '../../../lib/tickets-link-url';

type CopyState = 'idle' | 'copied' | 'failed';

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
  const { t } = useLingui();
  const url = useMemo(() => ticketsPdfUrl(serviceBaseUrl, code, link.token), [serviceBaseUrl, code, link.token]);
  // The day the link stops working, in Mexico City's calendar.
  const until = useFormats().dateOfInstant(link.expiresAt) || link.expiresAt;
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
