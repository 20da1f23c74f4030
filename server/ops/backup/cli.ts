// `npm run backup` and `npm run restore -- <backup folder> [--force]`, with the shop's own settings
// (DATABASE_URL or DATA_DIR, the S3_* variables) and BACKUP_DIR (default ./backups). On the embedded
// database both refuse, in one line, while a shop holds DATA_DIR (server/db/data-dir-lock.ts).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { StartupProblem } from '#server/startup-problem.ts';
import { createBackup } from './backup.ts';
import { BackupError } from './postgres-tools.ts';
import { restoreBackup } from './restore.ts';

const USAGE = `usage:
  npm run backup                         one backup folder, named with the time, in BACKUP_DIR (default ./backups)
  npm run restore -- <backup folder>     into a new, empty database (DATABASE_URL) or data folder (DATA_DIR)
  npm run restore -- <backup folder> --force
                                         over a database that is not empty: PostgreSQL's tables are DROPPED first,
                                         PGlite's data folder is moved aside`;

/** BACKUP_DIR, read by these commands only (the shop itself never writes backups). */
function backupDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.BACKUP_DIR || './backups');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, ...rest] = positionals;
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const config = loadConfig();
  const shop = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, s3: config.s3 };
  const log = (line: string) => console.log(`  ${line}`);
  if (command === 'backup') {
    if (rest.length > 0) throw new BackupError(`backup takes no folder (it writes into BACKUP_DIR)\n${USAGE}`);
    // --force once backed up a folder a crashed shop had left looking open; the lock ends with its process.
    if (values.force) log('--force is no longer needed for a backup, and is ignored');
    const { folder } = await createBackup({ shop, backupDir: backupDirectory(), log });
    console.log(`Backup written: ${folder}`);
    return;
  }
  if (rest.length !== 1) throw new BackupError(`restore needs the backup folder to restore\n${USAGE}`);
  console.log(
    `Restoring into ${config.databaseUrl ? `PostgreSQL database ${new URL(config.databaseUrl).pathname.slice(1)}` : `the embedded database in ${config.dataDir}`}`,
  );
  await restoreBackup({ from: rest[0]!, shop, force: values.force, log });
  console.log('Restored. Start the shop: it applies any newer migrations, then serves the restored data.');
}

try {
  await main();
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof StartupProblem) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
