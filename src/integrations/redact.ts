// Keeps secrets out of what a source hands the framework (evidence, messages): the evidence pack
// goes to auditors, so a token or key in it would leak the customer's access (docs/threat-model.md #62).

const REDACTED = '[redacted]';

/** Fields that carry a credential whatever their value, in any provider's answer. */
const SECRET_FIELDS = new Set(
  [
    'access_token',
    'refresh_token',
    'id_token',
    'assertion',
    'private_key',
    'private_key_id',
    'authorization',
    'SecretAccessKey',
    'SessionToken',
    'AccessKeyId',
    'Credentials',
  ].map((name) => name.toLowerCase()),
);

/**
 * A copy of `value` (plain data) with every secret field blanked and every known secret string
 * replaced wherever it appears, so a provider echoing a token inside a message is caught too.
 * Binary payloads the SDKs hand back become text first (AWS's credential report, say).
 */
export function redact(value: unknown, secrets: readonly string[] = []): unknown {
  const known = secrets.filter((secret) => secret.length >= 8);
  const scrub = (text: string): string =>
    known.reduce((clean, secret) => clean.split(secret).join(REDACTED), text);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrub(node);
    if (node instanceof Uint8Array) return scrub(new TextDecoder().decode(node));
    if (node instanceof Date) return node.toISOString();
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node as Record<string, unknown>).map(([key, field]) => [
          key,
          SECRET_FIELDS.has(key.toLowerCase()) ? REDACTED : walk(field),
        ]),
      );
    }
    return node;
  };
  return walk(value);
}

/** `text` with every known secret string replaced, for messages built from a provider's error. */
export function redactText(text: string, secrets: readonly string[]): string {
  return redact(text, secrets) as string;
}
