import { Hono } from 'hono';
import type { BackendContext } from '../context';
import { createAdminSsoRoutes } from './admin-sso';
import { API_VERSION, API_VERSION_HEADER, GoTrueError, refusal, renderError } from './errors';
import { requireApiKey } from './guards';
import { challengeHandler, enrollHandler, unenrollHandler, verifyHandler } from './factors';
import { logoutHandler } from './logout';
import { authorizeHandler, callbackHandler } from './oauth';
import { MIN_PASSWORD_LENGTH } from './passwords';
import { recoverHandler } from './recover';
import { signupHandler } from './signup';
import { samlAcsHandler, samlMetadataHandler, ssoHandler } from './sso';
import { tokenHandler } from './token';
import { getUserHandler, updateUserHandler } from './user';
import { verifyLinkHandler, verifyOtpHandler } from './verify';

/**
 * The GoTrue-compatible auth API, mounted at /auth/v1 (docs/supabase-protocol.md#auth-gotrue). CORS
 * and the body-size limit are applied by the server in front of it.
 */
export function createAuthRoutes(ctx: BackendContext): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    c.header(API_VERSION_HEADER, API_VERSION);
    // Replies carry tokens and account data: no cache may keep them.
    c.header('Cache-Control', 'no-store');
    await next();
  });

  // Opened from an email, so it cannot carry an API key: registered before the key check, which
  // therefore never runs for it.
  app.get('/verify', verifyLinkHandler(ctx));
  // Fetched by identity providers and posted by browsers coming back from them, without API keys.
  app.get('/sso/saml/metadata', samlMetadataHandler(ctx));
  app.post('/sso/saml/acs', samlAcsHandler(ctx));
  // Opened by the browser (auth-js signInWithOAuth) and by the provider's redirect.
  app.get('/authorize', authorizeHandler(ctx));
  app.get('/callback', callbackHandler(ctx));

  app.use('*', requireApiKey(ctx));

  app.post('/signup', signupHandler(ctx));
  app.post('/token', tokenHandler(ctx));
  app.post('/verify', verifyOtpHandler(ctx));
  app.post('/recover', recoverHandler(ctx));
  app.get('/user', getUserHandler(ctx));
  app.put('/user', updateUserHandler(ctx));
  app.post('/logout', logoutHandler(ctx));
  app.post('/sso', ssoHandler(ctx));
  app.route('/admin/sso/providers', createAdminSsoRoutes(ctx));
  app.post('/factors', enrollHandler(ctx));
  app.post('/factors/:factorId/challenge', challengeHandler(ctx));
  app.post('/factors/:factorId/verify', verifyHandler(ctx));
  app.delete('/factors/:factorId', unenrollHandler(ctx));
  app.get('/settings', (c) => c.json(settings(ctx)));
  app.get('/health', (c) =>
    c.json({ version: 'complyready', name: 'GoTrue', description: 'ComplyReady embedded auth' }),
  );
  app.all('*', () => {
    throw refusal('not_found');
  });

  app.onError((error, c) => {
    if (error instanceof GoTrueError) return renderError(c, error);
    // Only the error's kind: messages can quote SQL parameters, i.e. user input.
    const sqlState = (error as { code?: unknown }).code;
    ctx.log(
      `[auth] ${c.req.method} ${c.req.path} failed: ${error.name}` +
        (typeof sqlState === 'string' ? ` (${sqlState})` : ''),
    );
    return renderError(c, new GoTrueError(500, 'unexpected_failure', 'Unexpected failure'));
  });

  return app;
}

/** GET /settings, as GoTrue describes itself to clients. */
function settings(ctx: BackendContext) {
  return {
    external: {
      email: true,
      phone: false,
      anonymous_users: false,
      google: Boolean(ctx.oauthProviders.google),
      azure: Boolean(ctx.oauthProviders.azure),
    },
    disable_signup: false,
    mailer_autoconfirm: !ctx.emailConfirmation,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: true,
    password_min_length: MIN_PASSWORD_LENGTH,
  };
}
