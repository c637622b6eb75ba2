// The invoice e-mail: the stamped XML and its PDF, queued in the outbox (sent after the transaction).
import type { Database } from '../../db/database';
import type { IssuedCfdi } from '../../invoicing/invoicing-engine';
import { renderInvoicePdf, type InvoiceLang } from '../../invoicing/invoice-pdf';
import { createDrizzleOutbox } from '../../notify/outbox';
import type { Clock } from '../../platform/clock';

const texts = {
  es: {
    subject: (name: string) => `Tu factura ${name}`,
    body: (code: string, uuid: string) =>
      `Adjuntamos la factura (CFDI 4.0) de tu reservación ${code}: el XML y su representación impresa en PDF.\nFolio fiscal: ${uuid}\n`,
  },
  en: {
    subject: (name: string) => `Your invoice ${name}`,
    body: (code: string, uuid: string) =>
      `Attached is the invoice (CFDI 4.0) of your reservation ${code}: the XML and its printed form as a PDF.\nFiscal folio: ${uuid}\n`,
  },
} as const;

export interface InvoiceMail {
  recipient: string;
  reservationCode: string;
  issued: IssuedCfdi;
  lang: InvoiceLang;
}

export async function queueInvoiceEmail(tx: Database, clock: Clock, mail: InvoiceMail): Promise<void> {
  const { cfdi, sello, stamp } = mail.issued;
  const name = `${cfdi.serie}-${cfdi.folio}`;
  const pdf = await renderInvoicePdf(cfdi, sello, stamp, mail.lang);
  const t = texts[mail.lang];
  await createDrizzleOutbox(tx, clock).enqueue(
    {
      channel: 'email',
      recipient: mail.recipient,
      template: 'invoice',
      subject: t.subject(name),
      body: t.body(mail.reservationCode, stamp.uuid),
      attachments: [
        { filename: `${name}_${stamp.uuid}.xml`, contentType: 'application/xml', contentBase64: Buffer.from(stamp.xml, 'utf8').toString('base64') },
        { filename: `${name}_${stamp.uuid}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ],
    },
    tx,
  );
}
