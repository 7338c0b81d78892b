import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The main process's log: one file in the user-data folder (`logs/main.log`), rotated by size
 * (main.log → main.1.log → ... → main.<keep>.log, the oldest dropped). Hand-written rather than
 * electron-log: it is thirty lines, appends synchronously (a line written just before a crash is
 * on disk), and never touches the renderer or the console.
 */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
  /** The current log file, for "Show Logs". */
  readonly file: string;
}

export interface LogFileOptions {
  folder: string;
  /** Rotate once the file reaches this size. */
  maxBytes?: number;
  /** How many rotated files to keep besides the current one. */
  keep?: number;
  now?: () => Date;
}

export const LOG_FILE_NAME = 'main.log';

/**
 * Removes what a log must not keep: the query and fragment of URLs (sign-in and reset links carry
 * tokens there) and bearer tokens. Log lines come from the main process and the local backend,
 * whose mail log quotes the links it sends.
 */
export function redactSecrets(line: string): string {
  return line
    .replace(/\b((?:https?|complyready):\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, '$1?…')
    .replace(/\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi, '$1…')
    .replace(/\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, '<jwt>');
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

export function createLogFile(options: LogFileOptions): Log {
  const { folder, maxBytes = 1024 * 1024, keep = 3, now = () => new Date() } = options;
  const file = join(folder, LOG_FILE_NAME);
  const rotated = (index: number) => join(folder, `main.${index}.log`);

  function rotateIfFull(): void {
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return;
    }
    if (size < maxBytes) return;
    rmSync(rotated(keep), { force: true });
    for (let index = keep - 1; index >= 1; index -= 1) {
      try {
        renameSync(rotated(index), rotated(index + 1));
      } catch {
        // That generation does not exist yet.
      }
    }
    renameSync(file, rotated(1));
  }

  function write(level: string, message: string): void {
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      rotateIfFull();
      appendFileSync(file, `${now().toISOString()} [${level}] ${redactSecrets(message)}\n`, {
        mode: 0o600,
      });
    } catch {
      // A log that cannot be written must never take the app down.
    }
  }

  return {
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message, error) =>
      write('error', error === undefined ? message : `${message} ${describe(error)}`),
    file,
  };
}
