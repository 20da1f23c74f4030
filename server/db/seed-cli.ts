// `npm run seed [-- --products N]`: demo data on an empty database, plus N generated products.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { StartupProblem } from '../startup-problem.ts';
import { openDatabase, type Database } from './client.ts';
import { seedDemoDataIfEmpty, seedGeneratedProducts } from './seed.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '0' } } });
const extra = Number(values.products);
if (!Number.isInteger(extra) || extra < 0) {
  console.error('--products must be a whole number, e.g. --products 10000');
  process.exit(2);
}

let database: Database;
try {
  const config = loadConfig();
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  // A bad setting or a data folder a running shop holds: one line, as the shop itself says it.
  if (!(error instanceof ConfigError) && !(error instanceof StartupProblem)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  const seeded = await seedDemoDataIfEmpty(database.db);
  if (seeded) console.log('Seeded the demo catalogue and metal prices.');
  if (extra > 0) {
    await seedGeneratedProducts(database.db, extra);
    console.log(`Added ${extra} generated products.`);
  }
} finally {
  await database.close();
}
