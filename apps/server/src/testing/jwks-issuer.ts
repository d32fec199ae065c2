import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export interface TestIssuer {
  readonly jwksUrl: string;
  readonly issuer: string;
  /** An ID token signed by the issuer's key (or by `otherKey`, which the JWKS does not hold). */
  sign(
    claims: Record<string, unknown>,
    options?: { audience?: string; expiresIn?: string | number; otherKey?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

/** A local OpenID issuer: a JWKS endpoint over HTTP and a key to sign ID tokens with. */
export async function startTestIssuer(audience: string): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger: CryptoKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = 'https://accounts.google.com';
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    issuer,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(options.otherKey ? stranger : privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
