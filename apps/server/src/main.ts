import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const app = await buildApp(config);
  const close = async () => {
    // A stop must not hang on a client that keeps a connection open (a browser's kept-alive request, a socket):
    // give the graceful close a few seconds, then leave anyway.
    setTimeout(() => process.exit(0), 5000).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: app.ctx.database.kind, mail: app.ctx.mailer.mode, sms: app.ctx.sms.mode }, `serving on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
