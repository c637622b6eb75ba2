// An invoice as the contract's Invoice schema shows it.
export interface InvoiceView {
  invoice_id: number;
  uuid: string | null;
  serie: string;
  folio: string;
  rfc: string;
  total: number;
  status: 'complete' | 'incomplete' | 'cancelled';
  issued_at: string;
  pdf_url: string | null;
  xml_url: string | null;
}

export function invoiceView(row: { id: number; uuid: string | null; serie: string; rfc: string; total: string; status: string; createdAt: Date }): InvoiceView {
  return {
    invoice_id: row.id,
    uuid: row.uuid,
    serie: row.serie,
    folio: String(row.id),
    rfc: row.rfc,
    total: Number(row.total),
    status: row.status === 'complete' ? 'complete' : row.status === 'cancelled' ? 'cancelled' : 'incomplete',
    issued_at: row.createdAt.toISOString(),
    // The documents travel by e-mail; no download address is offered.
    pdf_url: null,
    xml_url: null,
  };
}
