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

export interface PlatformApi {
  /** Hands a generated file to the user: a browser download, or a native save dialog. */
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
  /** Where supabase-js keeps the session (web: localStorage under `sb-auth-token`). */
  authStorage: AuthStorage;
  preferences: Preferences;
}
