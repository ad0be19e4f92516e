import type { FastifyInstance } from 'fastify';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, close the app (and with it
 * the database), then exit. Exits with code 1 if that takes longer than `timeoutMs`. A fatal error
 * (uncaught exception, unhandled rejection) shuts down the same way.
 */
export function installGracefulShutdown(app: FastifyInstance, timeoutMs = 10_000): void {
  let shuttingDown = false;

  const shutdown = (reason: string, exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('shutdown complete');
        process.exit(exitCode);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };

  for (const signal of SIGNALS) process.once(signal, () => shutdown(signal, 0));
  process.once('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception');
    shutdown('uncaughtException', 1);
  });
  process.once('unhandledRejection', (reason) => {
    app.log.fatal({ err: reason }, 'unhandled rejection');
    shutdown('unhandledRejection', 1);
  });
}
