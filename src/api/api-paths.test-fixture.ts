// A small hand-written `paths` type in the shape openapi-typescript generates, so the client
// core is tested independently of the real contracts. Test support only.

type Envelope<Data> = {
  http: { code: number; status: 'success' | 'error' };
  content: { data: Data | null; errors: { code: string; message: string; field?: string }[] };
};

type Json<Data> = {
  200: { headers: { [name: string]: unknown }; content: { 'application/json': Envelope<Data> } };
  default: { headers: { [name: string]: unknown }; content: { 'application/json': Envelope<null> } };
};

type NoOther = { put?: never; delete?: never; options?: never; head?: never; patch?: never; trace?: never };

export interface testPaths {
  '/reservation/origins': NoOther & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { brand_id?: number; term?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: Json<{ id: number; name: string }[]>;
    };
    post?: never;
  };
  '/reservation/create': NoOther & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    post: {
      parameters: { query?: { brand_id?: number }; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { origin: string; destination: string; name?: string } } };
      responses: Json<{ code: string; reservation?: unknown }>;
    };
  };
  '/tour/{booking_code}/dates': NoOther & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path: { booking_code: string }; cookie?: never };
      requestBody?: never;
      responses: Json<string[]>;
    };
    post?: never;
  };
}
