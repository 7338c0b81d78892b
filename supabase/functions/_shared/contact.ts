import {
  BadRequest,
  jsonResponse,
  optionalEmail,
  postHandler,
  readJsonObject,
  requiredText,
} from './http.ts';

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
    subject: requiredText(body, 'subject', 300),
    message: requiredText(body, 'message', 20000),
  };
}

export function createContactHandler(deps: ContactDependencies) {
  return postHandler(async (request) => {
    const message = parseContactMessage(await readJsonObject(request));
    await deps.storeMessage(message);
    await deps.notifyTeam(message).catch((error: unknown) => deps.logError?.(error));
    return jsonResponse({ success: true });
  }, deps.logError);
}
