import { DEEP_LINK_SCHEME } from '../shared/deep-links';

/**
 * `complyready://` links on Linux. The deb package installs `complyready.desktop` with the
 * scheme's MimeType (electron-builder `protocols`). An AppImage installs nothing, so at each start
 * it writes its own desktop entry into the user's applications folder, pointing at wherever the
 * AppImage file is now, and makes it the scheme's handler with `xdg-mime`.
 */

/** package.json `desktopName`; electron-builder names the deb's entry after `executableName`. */
export const DESKTOP_FILE_NAME = 'complyready.desktop';
export const ICON_NAME = 'complyready';

/** A value for `Exec=`, quoted as the Desktop Entry Specification asks. */
export function quoteExecArgument(path: string): string {
  const escaped = path.replace(/[\\"`$]/g, (character) => `\\${character}`).replace(/%/g, '%%');
  return `"${escaped}"`;
}

export function appImageDesktopEntry(appImagePath: string, productName: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    `Name=${productName}`,
    'Comment=Security-compliance readiness for small SaaS companies',
    `Exec=${quoteExecArgument(appImagePath)} %U`,
    `Icon=${ICON_NAME}`,
    'Terminal=false',
    'Categories=Office;',
    `MimeType=x-scheme-handler/${DEEP_LINK_SCHEME};`,
    `StartupWMClass=${productName}`,
    '',
  ].join('\n');
}

export interface AppImageIntegrationEffects {
  env: Readonly<Record<string, string | undefined>>;
  platform: string;
  home: string;
  productName: string;
  /** The icon shipped in the app's resources, or null. */
  iconFile: string | null;
  readText(path: string): Promise<string | null>;
  writeText(path: string, text: string): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  run(command: string, args: string[]): Promise<void>;
  log(message: string): void;
}

/** Returns whether it (re)registered the AppImage as the `complyready://` handler. */
export async function integrateAppImage(effects: AppImageIntegrationEffects): Promise<boolean> {
  const appImage = effects.env['APPIMAGE'];
  if (effects.platform !== 'linux' || !appImage) return false;
  const dataHome = effects.env['XDG_DATA_HOME'] || `${effects.home}/.local/share`;
  const entryFile = `${dataHome}/applications/${DESKTOP_FILE_NAME}`;
  const entry = appImageDesktopEntry(appImage, effects.productName);
  if ((await effects.readText(entryFile)) === entry) return false;
  try {
    await effects.writeText(entryFile, entry);
    if (effects.iconFile) {
      await effects
        .copyFile(effects.iconFile, `${dataHome}/icons/hicolor/512x512/apps/${ICON_NAME}.png`)
        .catch(() => undefined);
    }
    await effects.run('xdg-mime', [
      'default',
      DESKTOP_FILE_NAME,
      `x-scheme-handler/${DEEP_LINK_SCHEME}`,
    ]);
    await effects
      .run('update-desktop-database', [`${dataHome}/applications`])
      .catch(() => undefined);
    effects.log(`Registered ${DEEP_LINK_SCHEME}:// for the AppImage at ${appImage}.`);
    return true;
  } catch (error) {
    effects.log(`Could not register ${DEEP_LINK_SCHEME}:// for the AppImage: ${String(error)}`);
    return false;
  }
}
