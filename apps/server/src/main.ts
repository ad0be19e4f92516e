import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { installGracefulShutdown } from './platform/shutdown.js';

// Stack traces in the logs point into src/*.ts through the bundle's source map.
process.setSourceMapsEnabled(true);

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  installGracefulShutdown(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`Telkom Cover is running at http://${shownHost}:${port} (API docs at /api/docs)`);
}

main().catch((error: unknown) => {
  // The logger may not exist yet (invalid configuration), so report on stderr.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
