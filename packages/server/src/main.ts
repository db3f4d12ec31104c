import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { bootstrap } from './db/bootstrap.js';
import { openDatabase } from './db/connection.js';

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
  const { db, kind, close } = await openDatabase(config);
  const result = await bootstrap(db, config);
  const app = await buildApp({ config, db, dbKind: kind });
  const shutdown = async () => {
    await app.close();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });

  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Rimba is running on ${kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}.`,
    `  Site:   ${base}/`,
    `  Admin:  ${base}/admin/`,
    `  API:    ${base}/api  (documentation: ${base}/api/docs)`,
    result.demoLoaded ? '  Demo content loaded.' : '',
    ...result.accounts.map((a) =>
      a.password
        ? `  Login:  ${a.username} / ${a.password}`
        : `  Login:  ${a.username} (password unchanged; a generated one is kept in ${result.credentialsFile})`,
    ),
    '',
  ];
  console.log(lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
