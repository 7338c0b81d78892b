/**
 * The last cell of a credential's row (an API key, a SCIM token): Revoke, named for screen
 * readers, while the credential is not revoked yet.
 */
export function RevokeCell({
  name,
  revoked,
  busy,
  onRevoke,
}: {
  name: string;
  revoked: boolean;
  busy: boolean;
  onRevoke: () => void;
}) {
  return (
    <td>
      {revoked ? null : (
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={`Revoke ${name}`}
          disabled={busy}
          onClick={onRevoke}
        >
          Revoke
        </button>
      )}
    </td>
  );
}
