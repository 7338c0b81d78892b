import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BrowserWindow, app, protocol } from 'electron';
import { contentSecurityPolicy } from '../shared/content-security-policy';
import { APP_ORIGIN, APP_SCHEME, resolveAppPath } from './protocol';

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

const rendererRoot = join(import.meta.dirname, '../renderer');

function serveRenderer(request: Request): Promise<Response> | Response {
  const file = resolveAppPath(rendererRoot, request.url);
  if (!file) return new Response('Not found', { status: 404 });
  return readFile(file).then(
    (body) =>
      new Response(body, {
        headers: {
          'Content-Type': mimeType(file),
          'Content-Security-Policy': contentSecurityPolicy(),
        },
      }),
    () => new Response('Not found', { status: 404 }),
  );
}

function mimeType(file: string): string {
  if (file.endsWith('.html')) return 'text/html; charset=utf-8';
  if (file.endsWith('.js')) return 'text/javascript';
  if (file.endsWith('.css')) return 'text/css';
  if (file.endsWith('.svg')) return 'image/svg+xml';
  return 'application/octet-stream';
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  const devServer = process.env['ELECTRON_RENDERER_URL'];
  void window.loadURL(devServer && !app.isPackaged ? devServer : `${APP_ORIGIN}/`);
  return window;
}

void app.whenReady().then(() => {
  protocol.handle(APP_SCHEME, serveRenderer);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
