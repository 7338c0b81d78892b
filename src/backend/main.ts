// `npm start`: the embedded backend and the built website on one local URL.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { readServerConfig } from './config';
import { openDatabase } from './db/open';
import { loadOrCreateKeys } from './keys';
import { createSmtpMailer } from './mail/smtp';
import { scaledRateLimits } from './rate-limit';
import { seedIfNeeded } from './seed';
import { holdServerLock } from './server-lock';
import { startBackend } from './server';

async function main() {
  const config = readServerConfig();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // PGlite allows one process per data folder; PostgreSQL handles its own clients.
  const releaseLock = config.databaseUrl
    ? () => undefined
    : holdServerLock(config.dataDir, { purpose: `the server on port ${config.port}` });
  const mail = config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : undefined;
  const db = await openDatabase(config.dataDir);
  const backend = await startBackend({
    db,
    keys: await loadOrCreateKeys(config.dataDir),
    port: config.port,
    host: config.host,
    rateLimits: scaledRateLimits(config.rateLimitMultiplier),
    webhookIntervalMs: config.webhookIntervalMs,
    // The printed address; the server answers at its other loopback names too.
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    ...(mail ? { mail } : {}),
    webRoot: config.webRoot,
    storageDir: join(config.dataDir, 'storage'),
    oauthProviders: config.oauthProviders,
    ...(config.supportEmail ? { supportEmail: config.supportEmail } : {}),
    integrationApiUrls: config.integrationApiUrls,
    ...(config.billing
      ? { billing: { config: config.billing, stripe: new Stripe(config.billing.secretKey) } }
      : {}),
  });
  await seedIfNeeded(db);

  console.log(`ComplyReady is running at ${backend.url}/`);
  console.log(
    `  database: ${db.kind === 'pglite' ? `PGlite in ${join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  console.log(
    backend.mailbox
      ? `  local mailbox: ${backend.url}/_mail (open it from this computer)`
      : '  mail: sent through SMTP (SMTP_URL)',
  );
  if (!['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
    console.log(
      `  listening on ${config.host}: other computers can reach it (see README, "Exposing the server")`,
    );
  }

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void backend
        .close()
        .then(() => db.close())
        .finally(() => {
          releaseLock();
          process.exit(0);
        });
    });
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
