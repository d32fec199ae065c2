/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts that many proxies in front of
 * Lineup whatever their address (Fastify itself refuses a bare number), so it is only
 * safe when nothing reaches Lineup except through them.
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
