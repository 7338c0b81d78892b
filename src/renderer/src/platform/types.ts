/**
 * What the features may ask of the platform they run on. Features import `platform` from
 * `#platform`, which each build resolves to exactly one adapter (web.ts or desktop.ts).
 */
export interface SaveFileRequest {
  /** File name offered to the user, e.g. `access-review-checklist.csv`. */
  suggestedName: string;
  mimeType: string;
  data: Uint8Array | string;
}

export type SaveFileResult = { status: 'saved' } | { status: 'cancelled' };

/** Key-value storage for the Supabase session (supabase-js `SupportedStorage`). */
export interface AuthStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** Small values remembered on this device, such as the policy customisation form. */
export interface Preferences {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface SessionNotice {
  message: string;
  /** Who sees it: a signed-in user, or someone who has just been signed out. */
  audience: 'signed-in' | 'signed-out';
}

export interface PlatformApi {
  /**
   * Hands a generated file to the user: a browser download, or a native save dialog. Rejects when
   * the file could not be written (the desktop app has already told the user).
   */
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
  /**
   * Where supabase-js keeps the session (web: localStorage under `sb-auth-token`; desktop: the
   * main process, encrypted with the OS keychain's key).
   */
  authStorage: AuthStorage;
  preferences: Preferences;
  /** Opens a link in the user's browser (desktop: allow-listed https sites only). */
  openExternal(url: string): Promise<void>;
  /**
   * Where a page opened with `openExternal` (Stripe's Checkout and portal) sends the user back:
   * `page`, this site's own page in the browser (web); `app`, the site's /return-to-app page,
   * which opens the app through `complyready://` (desktop: the session lives in the app).
   */
  externalReturn: 'page' | 'app';
  /**
   * Calls `listener` with the in-app path (and fragment) of each deep link that opened the app,
   * e.g. `/reset-password#access_token=...`. Returns the unsubscribe function. Web: never called.
   */
  onDeepLink(listener: (path: string) => void): () => void;
  /**
   * The address an auth email should send the user back to, for an in-app path such as
   * `/reset-password`: the same as `publicUrl`.
   */
  authRedirectUrl(path: string): string;
  /**
   * The link to share for an in-app path such as `/team/<code>`: this site's URL on the web; in the
   * desktop app the company website's URL, or a `complyready://` link when there is none.
   */
  publicUrl(path: string): string;
  /**
   * What to tell the user about their sign-in on this device, or null: the session will not
   * survive a restart (desktop on Linux without a keyring), shown while signed in; or a stored
   * session could not be unlocked (keychain reset, another user), shown while signed out.
   */
  sessionNotice(): Promise<SessionNotice | null>;
}
