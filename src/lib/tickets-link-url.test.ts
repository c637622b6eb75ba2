import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from '../api/environments';
import { ticketsHtmlUrl, ticketsPdfUrl, tourTicketUrl } from './tickets-link-url';

describe('ticketsPdfUrl', () => {
  it('resolves the local same-origin service against the page origin', () => {
    const base = resolveEnvironment('local').services.websale.baseUrl;
    expect(ticketsPdfUrl(base, 'ABCDEF', 'tok', 'https://boletos.example')).toBe(
      'https://boletos.example/api/websale/reservation/pdf?code=ABCDEF&token=tok&download=1',
    );
  });

  it('keeps an absolute service base of another environment, with its path', () => {
    const env = resolveEnvironment('qa', { VITE_QA_API_BASE: 'https://api.qa.example/v2/' });
    expect(ticketsPdfUrl(env.services.websale.baseUrl, 'ABCDEF', 'tok', 'https://site.example')).toBe(
      'https://api.qa.example/v2/websale/reservation/pdf?code=ABCDEF&token=tok&download=1',
    );
  });

  it('escapes what it puts in the query', () => {
    expect(ticketsPdfUrl('/api/websale/', 'AB CD', 'a+b/c=', 'http://localhost:3000')).toBe(
      'http://localhost:3000/api/websale/reservation/pdf?code=AB+CD&token=a%2Bb%2Fc%3D&download=1',
    );
  });
});

describe('ticketsHtmlUrl', () => {
  it('is the HTML page itself with the link token, absolute against the page', () => {
    expect(ticketsHtmlUrl('/api/websale', 'ACD347', 'tok_en', 'https://rutabahia.example')).toBe(
      'https://rutabahia.example/api/websale/reservation/html?code=ACD347&token=tok_en&view=1',
    );
  });
});

describe('tourTicketUrl', () => {
  it('opens a tour booking by its code and read token, in the language it names, with no surname in the address', () => {
    expect(tourTicketUrl('/api/tours', { code: 'TQ7K2MX', readToken: 'KadAXVhc-pa_n_5Q4yYZL', fileType: 'pdf', lang: 'es' }, 'https://rutabahia.example')).toBe(
      'https://rutabahia.example/api/tours/tour/sale/ticket?code=TQ7K2MX&read_token=KadAXVhc-pa_n_5Q4yYZL&file_type=pdf&lang=es',
    );
    expect(tourTicketUrl('https://api.qa.example/v2/tours/', { code: 'TQ7K2MX', readToken: 'tok', fileType: 'html', lang: 'en' })).toBe(
      'https://api.qa.example/v2/tours/tour/sale/ticket?code=TQ7K2MX&read_token=tok&file_type=html&lang=en',
    );
  });
});
