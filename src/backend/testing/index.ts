// The backend tests' one helper module: a real embedded backend on a fresh copy of the migrated
// database, accounts made through the real API, and the auth and REST tests' request helpers.
// Not part of the product; `npm run bench` and the browser tests' support use it too.
export * from './accounts';
export * from './audit';
export * from './auth';
export * from './backend';
export * from './database';
export * from './functions';
export * from './fuzz';
export * from './hotline';
export * from './jobs';
export * from './knowledge-checks';
export * from './large-team';
export * from './rest';
export * from './stripe';
export * from './two-factor';
export * from './policies';
export * from './saml-idp';
export * from './smtp';
export * from './oidc-idp';
export * from './file-setup';
export * from './records';
export * from './training-year';
export * from './outsiders';
export * from './smtp-backend';
