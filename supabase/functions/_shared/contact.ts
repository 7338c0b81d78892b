import { BadRequest, formHandler, optionalEmail, requiredText, subjectAndMessage } from './http.ts';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactDependencies {
  /** Stores the message durably; success is answered only after this resolves. */
  storeMessage(message: ContactMessage): Promise<void>;
  /** Forwards the message to the team's inbox. */
  notifyTeam(message: ContactMessage): Promise<void>;
  logError?(error: unknown): void;
}

export function parseContactMessage(body: Record<string, unknown>): ContactMessage {
  const email = optionalEmail(body, 'email');
  if (email === undefined) throw new BadRequest('email is required');
  return {
    name: requiredText(body, 'name', 200),
    email,
    ...subjectAndMessage(body),
  };
}

export function createContactHandler(deps: ContactDependencies) {
  return formHandler(
    parseContactMessage,
    (message) => deps.storeMessage(message),
    (message) => deps.notifyTeam(message),
    (error) => deps.logError?.(error),
  );
}
