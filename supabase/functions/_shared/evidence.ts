// The evidence function (docs/decisions.md EV1), the same handler hosted and embedded:
// `GET /evidence/<token>/` is the pack's index, `/evidence/<token>/<path>` one of its files and
// `/evidence/<token>/evidence-pack.zip` all of them, streamed file by file (client-zip), so the
// pack is never whole in memory. Every request opens the link again: an expired or revoked link
// stops working at once, and each file served is in the team's audit log, by its name
// (docs/threat-model.md #36).
import { downloadZip } from 'client-zip';
import {
  EVIDENCE_SECTIONS,
  INDEX_PATH,
  PACK_FILE_NAME,
  indexHtml,
  packFiles,
  type EvidenceMeta,
  type EvidenceRecords,
  type EvidenceSection,
  type PackFile,
} from '../../../src/documents/evidence-pack.ts';
import type { PolicyControls } from '../../../src/content/policies/types.ts';

export interface EvidenceLink {
  team_id: string;
  team_name: string;
  kind: string;
  from_date: string;
  to_date: string;
}

export interface EvidenceDeps {
  /** The link of `token` if it is valid now; records a use of the file `what` when given. */
  openLink(token: string, what: string | null): Promise<EvidenceLink | null>;
  section(link: EvidenceLink, section: EvidenceSection): Promise<unknown[]>;
  policyControls(templateId: string): PolicyControls | undefined;
  /** The bytes of a file attached to a checklist item, by its key in the `evidence` bucket. */
  evidenceFile(objectPath: string): Promise<Uint8Array<ArrayBuffer>>;
  now?: () => Date;
}

// The token sits in the address: it must not leak through a Referer, a cache or a search engine.
const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
};
const INDEX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const notFound = () =>
  new Response('This evidence link is not valid. It may have expired or been revoked.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain;charset=utf-8', ...PRIVATE_HEADERS },
  });

async function loadRecords(deps: EvidenceDeps, link: EvidenceLink): Promise<EvidenceRecords> {
  const entries = await Promise.all(
    EVIDENCE_SECTIONS.map(async (name) => [name, await deps.section(link, name)] as const),
  );
  return Object.fromEntries(entries) as unknown as EvidenceRecords;
}

async function* zipEntries(index: string, files: readonly PackFile[], lastModified: Date) {
  yield { name: INDEX_PATH, lastModified, input: index };
  for (const file of files) yield { name: file.path, lastModified, input: await file.build() };
}

/** The file path of the address, decoded; null when it is malformed or holds control characters. */
function decodedPath(encoded: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return /[\u0000-\u001f\u007f]/.test(path) ? null : path;
}

export function createEvidenceHandler(deps: EvidenceDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const url = new URL(request.url);
    const match = /\/evidence\/([A-Za-z0-9_-]{20,200})(\/.*)?$/.exec(url.pathname);
    if (!match) return notFound();
    const [, token = '', rest] = match;
    if (rest === undefined) {
      // Relative links in the index need the trailing slash.
      return new Response(null, {
        status: 308,
        headers: { Location: `${url.pathname}/`, ...PRIVATE_HEADERS },
      });
    }
    const requested = decodedPath(rest.slice(1));
    if (requested === null) return notFound();
    const path = requested || INDEX_PATH;
    const link = await deps.openLink(token, null);
    if (!link) return notFound();
    // A use is recorded only for a file of the pack, under the pack's own name for it.
    const served = async (name: string, response: Response) =>
      (await deps.openLink(token, name)) ? response : notFound();

    const now = (deps.now ?? (() => new Date()))();
    const meta: EvidenceMeta = {
      teamName: link.team_name,
      fromDate: link.from_date,
      toDate: link.to_date,
      generatedAt: now.toISOString(),
    };
    const files = packFiles(await loadRecords(deps, link), deps.policyControls, deps.evidenceFile);
    const index = indexHtml(meta, files);

    if (path === INDEX_PATH) {
      return served(
        INDEX_PATH,
        new Response(index, {
          headers: {
            'Content-Type': 'text/html;charset=utf-8',
            'Content-Security-Policy': INDEX_CSP,
            ...PRIVATE_HEADERS,
          },
        }),
      );
    }
    if (path === PACK_FILE_NAME) {
      return served(
        PACK_FILE_NAME,
        new Response(
          downloadZip(zipEntries(indexHtml(meta, files, { inZip: true }), files, now)).body,
          {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': `attachment; filename="${PACK_FILE_NAME}"`,
              'X-Evidence-Files': String(files.length + 1),
              ...PRIVATE_HEADERS,
            },
          },
        ),
      );
    }
    const file = files.find((candidate) => candidate.path === path);
    if (!file) return notFound();
    const fileName = file.path.split('/').at(-1) ?? file.path;
    return served(
      file.path,
      new Response(await file.build(), {
        headers: {
          'Content-Type': file.mimeType,
          'Content-Disposition': `attachment; filename="${fileName}"`,
          ...PRIVATE_HEADERS,
        },
      }),
    );
  };
}
