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

export interface PlatformApi {
  /** Hands a generated file to the user: a browser download, or a native save dialog. */
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
}
