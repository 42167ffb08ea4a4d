import { passkeyRelyingParty } from './passkey-relying-party.js';

describe("the app's relying party for passkeys", () => {
  it('is the public host, with its origin only', () => {
    expect(passkeyRelyingParty('https://send.example.com/')).toEqual({ rpID: 'send.example.com', origins: ['https://send.example.com'] });
    expect(passkeyRelyingParty('http://localhost:3000')).toEqual({ rpID: 'localhost', origins: ['http://localhost:3000'] });
  });

  it('is localhost for an app at 127.0.0.1, which a browser takes as no RP ID', () => {
    expect(passkeyRelyingParty('http://127.0.0.1:4123')).toEqual({ rpID: 'localhost', origins: ['http://localhost:4123', 'http://127.0.0.1:4123'] });
  });
});
