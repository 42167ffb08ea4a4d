import { Writable } from 'node:stream';
import { createLogger } from './create-logger.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, 'spec', stream);
  return { logger, output: () => lines.join('') };
}

describe('process logger', () => {
  it('never writes passwords, codes, tokens, cookies or card data', () => {
    const { logger, output } = capture();
    logger.info({
      password: 'hunter2-secret',
      body: { code: '123456', access_token: 'tok_live_abc' },
      req: { headers: { cookie: 'sid=s%3Asecret-session', authorization: 'Basic c2VjcmV0' } },
      card: { number: '4242424242424242', cvv: '123' },
      nested: { deeper: { token: 'tkn-xyz' } },
    }, 'something happened');
    const text = output();
    for (const secret of ['hunter2-secret', '123456', 'tok_live_abc', 'secret-session', 'c2VjcmV0', '4242424242424242', 'tkn-xyz']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    expect(text).toContain('something happened');
  });

  it('keeps ordinary fields', () => {
    const { logger, output } = capture();
    logger.info({ country: 'kenya', transferId: 't-1' }, 'quoted');
    expect(JSON.parse(output())).toMatchObject({ country: 'kenya', transferId: 't-1', msg: 'quoted', name: 'spec' });
  });
});
