import { BadRequest, formHandler, optionalEmail, optionalText, subjectAndMessage } from './http.ts';

export interface HotlineReport {
  isAnonymous: boolean;
  name: string | null;
  email: string | null;
  subject: string;
  message: string;
}

export interface HotlineDependencies {
  /** Stores the report durably; the handler answers success only after this resolves. */
  storeReport(report: HotlineReport): Promise<void>;
  /** Tells the recipients that a report arrived, without its content. */
  notifyRecipients(): Promise<void>;
}

export function parseHotlineReport(body: Record<string, unknown>): HotlineReport {
  if (typeof body['isAnonymous'] !== 'boolean')
    throw new BadRequest('isAnonymous must be true or false');
  const isAnonymous = body['isAnonymous'];
  return {
    isAnonymous,
    // An anonymous report never keeps a name or email, even if one was sent.
    name: isAnonymous ? null : (optionalText(body, 'name', 200) ?? null),
    email: isAnonymous ? null : (optionalEmail(body, 'email') ?? null),
    ...subjectAndMessage(body),
  };
}

/**
 * The confidential hotline (docs/decisions.md F7): stores the report and nothing about the sender:
 * no IP address, no user agent, no headers. Nothing of the request is ever logged, not even on
 * failure. The reply is the same whether or not a name and email were given.
 */
export function createHotlineHandler(deps: HotlineDependencies) {
  return formHandler(
    parseHotlineReport,
    (report) => deps.storeReport(report),
    () => deps.notifyRecipients(),
  );
}
