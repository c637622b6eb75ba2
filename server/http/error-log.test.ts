import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { errorLogLine, stackFrames } from './error-log';

class DriverError extends Error {
  code = '22P05';
}

class QueryError extends Error {
  constructor(params: string[], cause: Error) {
    super(`Failed query: update reservations set contact_last_name = $1\nparams: ${params.join(',')}`);
    this.cause = cause;
  }
}

describe('error log line', () => {
  it('keeps the frames and drops every line of the message, even lines that look like frames', () => {
    const error = new QueryError(['Xochiquetzaltzin', 'x\n    at Xochiquetzaltzin (secret)'], new DriverError('invalid byte'));
    const frames = stackFrames(error);
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame).toMatch(/^at /);
    expect(frames.join('\n')).not.toContain('Xochiquetzaltzin');
  });

  it('takes no frames from a stack that does not start with the message', () => {
    const error = new Error('first');
    expect(error.stack).toMatch(/^Error: first\n/); // V8 formats the stack on first read
    error.message = 'changed after capture\n    at Secret (x)';
    expect(stackFrames(error)).toEqual([]);
  });

  it('names the request, route, classes and SQLSTATE, and nothing of the message', async () => {
    const app = new Hono();
    let line = '';
    app.use(requestId());
    app.get('/api/websale/reservation', () => {
      throw new QueryError(['ABCDEF', 'Xochiquetzaltzin'], new DriverError('invalid byte sequence "ABCDEF"'));
    });
    app.onError((error, c) => {
      line = errorLogLine(c, error);
      return c.text('', 500);
    });
    await app.request('/api/websale/reservation?code=ABCDEF');
    const logged = JSON.parse(line) as Record<string, unknown>;
    expect(logged).toMatchObject({ level: 'error', method: 'GET', route: '/api/websale/reservation', status: 500, error: 'QueryError', cause: 'DriverError', sqlState: '22P05' });
    expect(logged.requestId).toEqual(expect.any(String));
    expect(line).not.toMatch(/ABCDEF|Xochiquetzaltzin|Failed query|params/);
  });
});
