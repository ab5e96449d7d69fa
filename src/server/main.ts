import { buildApp } from './app';
import { buildClientIfNeeded } from './client-build';
import { readConfig } from './config';
import { databaseProblems, environmentProblems, ProductionRefusal, refusal } from './production-check';
import { prepareDb } from './db/prepare-db';
import { createJobRunner } from './jobs/runner';
import { PROJECT_JOBS } from './jobs/project-jobs';
import { readSchedulerSettings } from './jobs/runner-settings';
import { pingDatabase } from './db/database-ping';
import { unreachableReason } from './db/database-unreachable';
import { stopOnSignals } from './graceful-stop';

/**
 * `npm start`: migrate, seed, refuse an unsafe production start (see production-check.ts), build
 * the client if needed, serve; close cleanly on Ctrl-C or SIGTERM.
 */
async function main() {
  const config = readConfig();
  const environment = environmentProblems(config);
  if (environment.length > 0) throw refusal(environment);
  const database = await prepareDb({
    databaseUrl: config.databaseUrl,
    readDatabaseUrl: config.readDatabaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    demo: config.demo,
  });
  const stored = await databaseProblems(database.db, config);
  if (stored.length > 0) {
    await database.close();
    throw refusal(stored);
  }
  // A fresh clone builds the back office and the public site in child processes (vite never loads here).
  await buildClientIfNeeded(config.clientDir);
  const app = await buildApp({
    database,
    clientDir: config.clientDir,
    logger: config.logger,
    authRequestsPerMinute: config.authRequestsPerMinute,
    metrics: config.metrics,
  });
  const scheduler = readSchedulerSettings();
  const runner = createJobRunner({
    db: database.db,
    jobs: PROJECT_JOBS,
    intervalSeconds: scheduler.intervalSeconds,
    onError: (error) => app.log.error(error, 'scheduler tick failed'),
    // A database restarting or failing over pauses the scheduler, which resumes by itself when it answers.
    databaseReachable: () => pingDatabase(database),
    onPause: (error) => app.log.warn({ reason: unreachableReason(error) }, 'database unreachable: scheduler paused until it answers'),
    onResume: () => app.log.info('database reachable again: scheduler resumed'),
  });
  stopOnSignals({ app, runner, database });
  await app.listen({ port: config.port, host: config.host });
  if (scheduler.enabled) runner.start();
  // Not an error: a province may send by SMS only. The pending e-mails stay visible on /metrics.
  if (!config.mail) app.log.warn('e-mail is off (no SMTP_URL or SMTP_HOST): e-mails wait in the outbox unsent');
  const serving = `Mapato is serving http://localhost:${config.port} (${database.engine}${config.databaseUrl ? '' : `, data in ${config.dataDir}`})`;
  // A JSON line like every other, unless the log is off (LOG=false): then a newcomer still sees where to go.
  if (config.logger) app.log.info(serving);
  else console.log(serving);
}

main().catch((error) => {
  // A refusal is an operator's message, not a crash: no stack trace.
  console.error(error instanceof ProductionRefusal ? error.message : error);
  process.exit(1);
});
