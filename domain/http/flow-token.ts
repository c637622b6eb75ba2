// The booking flow's token header (decision 019), shared by the server that checks it
// (server/http/flow-token.ts) and the web app's calls that send it (reservation and PEND actors).

/** Header every call of a booking flow carries, declared in openapi/websale.yaml. */
export const flowTokenHeaderName = 'x-flow-token';

/** The header params of a flow call, typed as the generated client wants them. */
export const flowHeader = (flowToken: string) => ({ [flowTokenHeaderName]: flowToken }) as { 'x-flow-token': string };
