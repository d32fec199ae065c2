import { PGlite } from '@electric-sql/pglite';

// Run by initialiseDataDir(): creates the data directory given as the only argument, then exits.
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-initdb.ts <data directory>');
const client = await PGlite.create({ dataDir });
await client.close();
