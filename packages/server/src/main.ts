import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { bootstrap } from './db/bootstrap.js';
import { DatabaseInUseError, openDatabase } from './db/connection.js';
import { type FileStore, openStore, StorageError } from './storage/store.js';

/** Who takes the money, and a warning when it is the sandbox, which anyone holding a pay link can pay. */
function paymentsLine(config: Config): string {
  const { midtrans, paypal } = config.payments;
  const sandboxed = [...(midtrans ? [] : ['card']), ...(paypal ? [] : ['PayPal'])];
  if (sandboxed.length === 0) return '  Pay:    through Midtrans and PayPal';
  return `  Pay:    WARNING: ${sandboxed.join(' and ')} payments go to the built-in sandbox provider, a demo pay page where anyone holding the link marks a payment paid and no money moves; set the providers' keys for real payments`;
}

/** `npm start`: check the configuration, open and prepare the database, serve everything. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let store: FileStore;
  try {
    store = await openStore(config.storage);
  } catch (error) {
    if (error instanceof StorageError) {
      console.error(`Storage error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { db, kind, pool, close } = await openDatabase(config);
  const result = await bootstrap(db, config, store);
  const app = await buildApp({ config, db, dbKind: kind, store, pool });
  const shutdown = async () => {
    await app.close();
    await store.close();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });

  const base = `http://localhost:${config.port}`;
  const where = kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    `Rimba is running on ${where}.`,
    `  Site:   ${base}/`,
    `  Admin:  ${base}/admin/`,
    `  API:    ${base}/api  (documentation: ${base}/api/docs)`,
    ...(result.demoLoaded ? ['  Demo content loaded.'] : []),
    `  Files:  in ${store.description}`,
    paymentsLine(config),
    config.mail.smtpUrl
      ? '  Mail:   sent through SMTP_URL'
      : '  Mail:   no SMTP_URL set: mails are kept in the outbox and printed here',
    ...result.accounts.map((a) => {
      const variable = a.username === 'admin' ? 'ADMIN_PASSWORD' : 'VIEWER_PASSWORD';
      if (process.env[variable]) return `  Login:  ${a.username} (password from ${variable})`;
      if (a.password) return `  Login:  ${a.username} / ${a.password}`;
      return `  Login:  ${a.username} (generated password kept in ${result.credentialsFile})`;
    }),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error) => {
  if (error instanceof DatabaseInUseError) console.error(`Database error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
