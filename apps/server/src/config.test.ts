import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('never prints the password of a bad database URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app:s3cret@db/x' })).toThrow(/app:\*\*\*@/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app:s3cret@db/x' })).not.toThrow(/s3cret/);
  });

  it('refuses to start in production without PUBLIC_URL, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://school.example.com/' }).PUBLIC_URL).toBe(
      'https://school.example.com',
    );
  });

  it.each([
    [{}, 'http://127.0.0.1:3000'],
    [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://localhost:8080'],
    [{ HOST: '127.0.0.1' }, 'http://127.0.0.1:3000'],
    [{ HOST: '::1' }, 'http://[::1]:3000'],
    [{ NODE_ENV: 'test', HOST: '::' }, 'http://localhost:3000'],
  ])('outside production links default to the listening address (%o)', (env, url) => {
    expect(loadConfig(env).PUBLIC_URL).toBe(url);
  });

  it.each(['javascript:alert(1)', 'ftp://files.example', 'https://school.example?next=x'])(
    'refuses PUBLIC_URL=%s',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL=/);
    },
  );
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it.each(['true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1,'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=/);
  });
});

describe('HOST', () => {
  it('listens on this machine only unless told otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('map tiles', () => {
  it('come from OpenStreetMap with its attribution by default', () => {
    const config = loadConfig({});
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toContain('[OpenStreetMap](https://www.openstreetmap.org/copyright)');
  });

  it('are turned off by an empty MAP_TILE_URL, unlike other blank variables', () => {
    expect(loadConfig({ MAP_TILE_URL: '' }).MAP_TILE_URL).toBeNull();
  });

  it('take a tile server of the school’s own', () => {
    const template = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: template, MAP_TILE_ATTRIBUTION: '© Example' })).toMatchObject({
      MAP_TILE_URL: template,
      MAP_TILE_ATTRIBUTION: '© Example',
    });
  });

  it.each(['tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tiles.example.org/map.png', ' '])(
    'stop the start on MAP_TILE_URL=%j, saying what is expected',
    (value) => {
      expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(
        /MAP_TILE_URL=.*tile URL template with \{z\}, \{x\} and \{y\}/,
      );
    },
  );
});
