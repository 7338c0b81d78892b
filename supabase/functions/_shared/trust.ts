// The trust page's function (docs/decisions.md TR1), the same handler hosted and embedded:
//   GET  /trust/<slug>                     the published page: plain HTML, no script
//   GET  /trust/<slug>/documents/<id>      a public document
//   POST /trust/<slug>/request             an HTML form: ask for a document, accepting the NDA
//   GET  /trust/<slug>/confirm/<token>     a button that confirms the email (POST to the same address)
//   GET  /trust/<slug>/download/<token>    an approved request's document, through its evidence link
//   POST /trust                            an admin approves or declines (JSON, signed in)
// The database answers only what the admin published; every refusal here says nothing more.
import { allControls } from '../../../src/content/controls/index.ts';
import type { PolicyControls } from '../../../src/content/policies/types.ts';
import type { PublishedVersion } from '../../../src/documents/evidence-pack.ts';
import { buildPolicyPdf } from '../../../src/documents/policy-pdf.ts';
import { versionDocumentInput, versionFileName } from '../../../src/documents/policy-version.ts';
import { escapeHtml } from '../../../src/shared/html.ts';
import type { EmailContent } from './email.ts';
import { corsHeaders, type Allowance } from './http.ts';

export interface TrustPageView {
  team_name: string;
  slug: string;
  overview: string;
  frameworks: { name: string; status: string }[];
  control_areas: string[];
  show_control_figures: boolean;
  controls: { id: string; documented: boolean | null; operating: boolean | null }[];
  policies: { title: string; number: number; published_at: string; reviewed_at: string }[];
  subprocessors: { name: string; purpose?: string; location?: string }[];
  security_contact: string;
  documents: { id: string; title: string; kind: string; access: 'public' | 'request' }[];
  nda_text: string;
  nda_hash: string;
  logo: string | null;
  logo_type: string | null;
  updated_at: string;
}

export interface TrustDocumentContent {
  team_id: string;
  id: string;
  kind: 'policy' | 'evidence_pack' | 'file';
  title: string;
  team_name: string;
  policy_versions: PublishedVersion[] | null;
  file: { object_path: string; file_name: string; mime_type: string } | null;
}

/** What a released request's email needs. */
export interface TrustRelease {
  token: string | null;
  link_kind: 'trust' | 'auditor' | null;
  expires_at: string | null;
  email: string;
  name: string;
  document_title: string;
  team_name: string;
  slug: string;
}

/** A confirmation: a release when auto-approved, the admins to tell when newly waiting. */
export type TrustConfirmation = TrustRelease & {
  status: string;
  company: string;
  admin_emails: string[] | null;
};

export interface TrustAccessRequest {
  slug: string;
  document: string;
  name: string;
  email: string;
  company: string;
  ndaHash: string;
}

/** A refusal of the database (PT4xx), with its message for the visitor or admin. */
export class TrustRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TrustDeps {
  pageView(slug: string): Promise<TrustPageView | null>;
  publicDocument(slug: string, document: string): Promise<TrustDocumentContent | null>;
  requestAccess(request: TrustAccessRequest): Promise<{ token: string; document_title: string }>;
  confirm(token: string): Promise<TrustConfirmation | null>;
  openLink(slug: string, token: string, what: string | null): Promise<TrustDocumentContent | null>;
  /** As the signed-in admin whose Authorization header this is. */
  decide(authorization: string, request: string, approve: boolean): Promise<TrustRelease | null>;
  policyControls(templateId: string): PolicyControls | undefined;
  evidenceFile(objectPath: string): Promise<Uint8Array<ArrayBuffer>>;
  send(mail: EmailContent): Promise<void>;
  /** Settings → Trust Page, where admins answer requests (their email's link). */
  adminUrl: string;
  /** Where /trust/<slug> is reached from outside (emails' links). */
  trustUrl: string;
  /** Where the evidence function is reached (an approved evidence pack's link). */
  evidenceUrl: string;
  logError(error: unknown): void;
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html;charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
// Pages with a token in their address: never cached, indexed or sent on as a Referer.
const PRIVATE_HEADERS = {
  ...PAGE_HEADERS,
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

const STYLE = `
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#f7f8fa}
main{max-width:52rem;margin:0 auto;padding:2rem 1.25rem 4rem}
header{display:flex;align-items:center;gap:1rem;margin-bottom:1.5rem}
header img{max-height:56px;max-width:160px}
h1{font-size:1.9rem;margin:0}h2{font-size:1.3rem;margin:2rem 0 .75rem}
section{background:#fff;border:1px solid #dde1e7;border-radius:10px;padding:1rem 1.25rem;margin-top:1rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
.muted{color:#4a5568}.nda{white-space:pre-wrap;max-height:16rem;overflow:auto;border:1px solid #cbd5e0;padding:.75rem;background:#fafbfc}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}input,select{font:inherit;padding:.45rem;border:1px solid #718096;border-radius:6px;width:100%;max-width:28rem;box-sizing:border-box}
input[type=checkbox]{width:auto}.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
button{font:inherit;font-weight:600;background:#1f4fd1;color:#fff;border:0;border-radius:8px;padding:.6rem 1.1rem;margin-top:1rem;cursor:pointer}
a{color:#1f4fd1}footer{margin-top:2rem;font-size:.9rem}
`;

const esc = escapeHtml;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function message(status: number, title: string, text: string, back?: string): Response {
  const link = back ? `<p><a href="${esc(back)}">Back to the trust page</a></p>` : '';
  return new Response(layout(title, `<h1>${esc(title)}</h1><p>${esc(text)}</p>${link}`), {
    status,
    headers: PRIVATE_HEADERS,
  });
}

const notFound = () =>
  message(404, 'Not found', 'There is no trust page or document at this address.');

const day = (iso: string) => iso.slice(0, 10);

/** Controls of the chosen areas, by area: documented and operating of the total. */
export function controlAreas(view: TrustPageView) {
  const states = new Map(view.controls.map((control) => [control.id, control]));
  return view.control_areas.map((area) => {
    const controls = allControls.filter((control) => control.group === area);
    return {
      area,
      framework: controls[0]?.framework ?? '',
      total: controls.length,
      documented: controls.filter((control) => states.get(control.id)?.documented).length,
      operating: controls.filter((control) => states.get(control.id)?.operating).length,
    };
  });
}

/** `base`: the page's own address relative to itself (`./<slug>`, or `.` after a slash). */
export function trustPageHtml(view: TrustPageView, base = `./${view.slug}`): string {
  const logo =
    view.logo && view.logo_type
      ? `<img src="data:${esc(view.logo_type)};base64,${esc(view.logo)}" alt="${esc(view.team_name)} logo">`
      : '';
  const overview = view.overview
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${esc(paragraph)}</p>`)
    .join('');
  const frameworks = view.frameworks.length
    ? `<section aria-labelledby="frameworks"><h2 id="frameworks">Frameworks</h2><ul>${view.frameworks
        .map(
          (f) => `<li><strong>${esc(f.name)}</strong>${f.status ? `: ${esc(f.status)}` : ''}</li>`,
        )
        .join('')}</ul></section>`
    : '';
  const areas = controlAreas(view);
  const controls = areas.length
    ? `<section aria-labelledby="controls"><h2 id="controls">Controls</h2>${
        view.show_control_figures
          ? `<p class="muted">A control is documented when a published policy serves it, and operating when the company's records of the last 12 months show it at work.</p><table><thead><tr><th scope="col">Area</th><th scope="col">Documented</th><th scope="col">Operating</th></tr></thead><tbody>${areas
              .map(
                (a) =>
                  `<tr><th scope="row">${esc(a.framework)} ${esc(a.area)}</th><td>${a.documented} of ${a.total}</td><td>${a.operating} of ${a.total}</td></tr>`,
              )
              .join('')}</tbody></table>`
          : `<ul>${areas.map((a) => `<li>${esc(a.framework)} ${esc(a.area)}</li>`).join('')}</ul>`
      }</section>`
    : '';
  const policies = `<section aria-labelledby="policies"><h2 id="policies">Policies</h2>${
    view.policies.length
      ? `<table><thead><tr><th scope="col">Policy</th><th scope="col">Version</th><th scope="col">Last reviewed</th></tr></thead><tbody>${view.policies
          .map(
            (p) =>
              `<tr><td>${esc(p.title)}</td><td>${p.number}</td><td>${esc(day(p.reviewed_at))}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No policy is published yet.</p>'
  }</section>`;
  const subprocessors = `<section aria-labelledby="subprocessors"><h2 id="subprocessors">Subprocessors</h2>${
    view.subprocessors.length
      ? `<table><thead><tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Location</th></tr></thead><tbody>${view.subprocessors
          .map(
            (s) =>
              `<tr><td>${esc(s.name)}</td><td>${esc(s.purpose ?? '')}</td><td>${esc(s.location ?? '')}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No subprocessors are listed.</p>'
  }</section>`;
  const requestDocs = view.documents.filter((d) => d.access === 'request');
  const docList = view.documents.length
    ? `<ul>${view.documents
        .map((d) =>
          d.access === 'public'
            ? `<li><a href="${base}/documents/${esc(d.id)}">${esc(d.title)}</a> (download)</li>`
            : `<li>${esc(d.title)} (on request, under NDA)</li>`,
        )
        .join('')}</ul>`
    : '<p>No documents are offered.</p>';
  const requestForm =
    requestDocs.length && view.nda_text
      ? `<h3>Request a document</h3><form method="post" action="${base}/request">
<label for="document">Document</label><select id="document" name="document" required>${requestDocs
          .map((d) => `<option value="${esc(d.id)}">${esc(d.title)}</option>`)
          .join('')}</select>
<label for="name">Name</label><input id="name" name="name" autocomplete="name" maxlength="200" required>
<label for="email">Work email</label><input id="email" name="email" type="email" autocomplete="email" maxlength="320" required>
<label for="company">Company</label><input id="company" name="company" autocomplete="organization" maxlength="200" required>
<h4 id="nda-title">Non-disclosure agreement</h4><div class="nda" role="region" aria-labelledby="nda-title" tabindex="0">${esc(view.nda_text)}</div>
<input type="hidden" name="nda_hash" value="${esc(view.nda_hash)}">
<label class="check"><input type="checkbox" name="accept" value="yes" required> I have read the non-disclosure agreement and accept it</label>
<button type="submit">Request Access</button></form>`
      : '';
  const documents = `<section aria-labelledby="documents"><h2 id="documents">Documents</h2>${docList}${requestForm}</section>`;
  const contact = view.security_contact
    ? `<section aria-labelledby="contact"><h2 id="contact">Security contact</h2><p>${
        /^[^\s@]+@[^\s@]+$/.test(view.security_contact)
          ? `<a href="mailto:${esc(view.security_contact)}">${esc(view.security_contact)}</a>`
          : esc(view.security_contact)
      }</p></section>`
    : '';
  return layout(
    `${view.team_name} Trust Center`,
    `<header>${logo}<h1>${esc(view.team_name)} Trust Center</h1></header>${overview}${frameworks}${controls}${policies}${subprocessors}${documents}${contact}<footer class="muted">Last updated ${esc(day(view.updated_at))}. Figures and lists come from ${esc(view.team_name)}'s records in ComplyReady.</footer>`,
  );
}

/** A document's bytes, its file name and type. */
async function documentFile(
  deps: TrustDeps,
  content: TrustDocumentContent,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null> {
  if (content.kind === 'policy') {
    const versions = content.policy_versions ?? [];
    const newest = versions.reduce<PublishedVersion | undefined>(
      (best, version) => (!best || version.number > best.number ? version : best),
      undefined,
    );
    if (!newest) return null;
    const input = versionDocumentInput(
      newest,
      newest.content,
      versions,
      newest.template_id ? deps.policyControls(newest.template_id) : undefined,
    );
    return {
      bytes: await buildPolicyPdf(input),
      name: versionFileName(newest.title, newest.number, 'pdf'),
      type: 'application/pdf',
    };
  }
  if (content.kind === 'file' && content.file) {
    return {
      bytes: await deps.evidenceFile(content.file.object_path),
      name: content.file.file_name,
      type: content.file.mime_type,
    };
  }
  return null;
}

function fileResponse(file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }) {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(file.bytes, {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}

/** The email that carries an approved request's link. */
export function releaseEmail(
  release: TrustRelease,
  deps: Pick<TrustDeps, 'trustUrl' | 'evidenceUrl'>,
): EmailContent {
  const url =
    release.link_kind === 'auditor'
      ? `${deps.evidenceUrl}/${release.token}/`
      : `${deps.trustUrl}/${encodeURIComponent(release.slug)}/download/${release.token}`;
  return {
    to: release.email,
    subject: `${release.team_name}: ${release.document_title}`,
    intro: [
      `Hello ${release.name},`,
      `${release.team_name} approved your request for "${release.document_title}".`,
    ],
    action: { label: 'Download the document', url },
    outro: [
      `The link works until ${day(release.expires_at ?? '')} and may be revoked earlier. Each download is recorded. Keep it to yourself: the document is shared under the NDA you accepted.`,
    ],
  };
}

async function formFields(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  const body = await request.text();
  return body.length > 64 * 1024 ? null : new URLSearchParams(body);
}

/** The per-network limit of the anonymous form posts: the deployment's counter. */
export type TrustAllowance = (request: Request) => Promise<Allowance>;

export function createTrustHandler(deps: TrustDeps) {
  const backTo = (slug: string) => `${deps.trustUrl}/${encodeURIComponent(slug)}`;

  async function handle(request: Request, allowed: TrustAllowance): Promise<Response> {
    const url = new URL(request.url);
    const match =
      /\/trust(?:\/([a-z0-9-]{1,60})(?:\/(documents|request|confirm|download)(?:\/([A-Za-z0-9_-]{1,200}))?)?)?\/?$/.exec(
        url.pathname,
      );
    if (!match) return notFound();
    const [, slug, action, key] = match;

    if (!slug) return decide(request);
    if (!action) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
      const view = await deps.pageView(slug);
      if (!view) return notFound();
      const base = url.pathname.endsWith('/') ? '.' : `./${slug}`;
      return new Response(trustPageHtml(view, base), {
        headers: {
          ...PAGE_HEADERS,
          // Shared caches may keep it a minute: the page is public and changes rarely.
          'Cache-Control': 'public, max-age=60',
        },
      });
    }
    if (action === 'documents' && key && request.method === 'GET') {
      const content = await deps.publicDocument(slug, key);
      const file = content && (await documentFile(deps, content));
      return file ? fileResponse(file) : notFound();
    }
    if (action === 'download' && key && request.method === 'GET') {
      const content = await deps.openLink(slug, key, null);
      const file = content && (await documentFile(deps, content));
      if (!file) {
        return message(
          404,
          'Link not valid',
          'This link is not valid. It may have expired or been revoked.',
        );
      }
      // The use is recorded only once the document is ready to go.
      return (await deps.openLink(slug, key, file.name)) ? fileResponse(file) : notFound();
    }
    if (action === 'request' && !key && request.method === 'POST') {
      const allowance = await allowed(request);
      if (!allowance.allowed) {
        return message(
          429,
          'Too many requests',
          'Too many requests. Please try again later.',
          backTo(slug),
        );
      }
      const fields = await formFields(request);
      const field = (name: string) => fields?.get(name)?.trim() ?? '';
      if (!fields || !field('document') || !field('name') || !field('email') || !field('company')) {
        return message(400, 'Request not sent', 'Fill in every field.', backTo(slug));
      }
      if (field('accept') !== 'yes') {
        return message(
          400,
          'Request not sent',
          'Accept the non-disclosure agreement to ask for the document.',
          backTo(slug),
        );
      }
      try {
        const made = await deps.requestAccess({
          slug,
          document: field('document'),
          name: field('name'),
          email: field('email'),
          company: field('company'),
          ndaHash: field('nda_hash'),
        });
        const view = await deps.pageView(slug);
        await deps.send({
          to: field('email').toLowerCase(),
          subject: `Confirm your request to ${view?.team_name ?? 'the company'}`,
          intro: [
            `You asked for "${made.document_title}" on the trust page of ${view?.team_name ?? 'a company'}, and accepted its non-disclosure agreement.`,
            'Confirm that this is your email address, so the request can be answered.',
          ],
          action: { label: 'Confirm my email', url: `${backTo(slug)}/confirm/${made.token}` },
          outro: ['If you did not ask for this, ignore this email: nothing will be sent.'],
        });
      } catch (error) {
        if (error instanceof TrustRefusal) {
          return message(error.status, 'Request not sent', error.message, backTo(slug));
        }
        throw error;
      }
      return message(
        200,
        'Check your email',
        'We sent you an email with a link. Confirm your address there, and the company will answer your request.',
        backTo(slug),
      );
    }
    if (action === 'confirm' && key) {
      if (request.method === 'GET') {
        // A button, not the link itself: mail scanners follow links, people press buttons.
        return new Response(
          layout(
            'Confirm your email',
            `<h1>Confirm your email</h1><p>Press the button to confirm your request.</p><form method="post"><button type="submit">Confirm My Email</button></form>`,
          ),
          { headers: PRIVATE_HEADERS },
        );
      }
      if (request.method !== 'POST') return notFound();
      const allowance = await allowed(request);
      if (!allowance.allowed) {
        return message(429, 'Too many requests', 'Too many requests. Please try again later.');
      }
      const confirmed = await deps.confirm(key);
      if (!confirmed) {
        return message(404, 'Link not valid', 'This confirmation link is not valid.');
      }
      for (const admin of confirmed.admin_emails ?? []) {
        await deps.send({
          to: admin,
          subject: `Trust page request: ${confirmed.document_title}`,
          intro: [
            `${confirmed.name} (${confirmed.company}, ${confirmed.email}) accepted your NDA and asks for "${confirmed.document_title}". Their email address is confirmed.`,
          ],
          action: { label: 'Answer the request', url: deps.adminUrl },
        });
      }
      if (confirmed.token) {
        await deps.send(releaseEmail(confirmed, deps));
        return message(
          200,
          'Approved',
          'Your email is confirmed and your request is approved. We sent you the link.',
          backTo(slug),
        );
      }
      return message(
        200,
        'Email confirmed',
        confirmed.status === 'pending'
          ? `Thank you. ${confirmed.team_name} will answer your request by email.`
          : 'This request has been answered already.',
        backTo(slug),
      );
    }
    return notFound();
  }

  async function decide(request: Request): Promise<Response> {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: {
          ...corsHeaders,
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
        },
      });
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    const authorization = request.headers.get('authorization');
    if (request.method !== 'POST' || !authorization) return json({ error: 'Not found' }, 404);
    let body: { request?: unknown; approve?: unknown };
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return json({ error: 'Send the request body as JSON' }, 400);
    }
    if (typeof body.request !== 'string' || typeof body.approve !== 'boolean') {
      return json({ error: 'Name the request and whether you approve it' }, 400);
    }
    try {
      const release = await deps.decide(authorization, body.request, body.approve);
      if (release?.token) {
        try {
          await deps.send(releaseEmail(release, deps));
        } catch (error) {
          // The approval and its link stand; the admin revokes the link and the visitor asks again.
          deps.logError(error);
          return json({ error: 'Approved, but the email with the link could not be sent.' }, 502);
        }
      }
      return json({ approved: body.approve });
    } catch (error) {
      if (error instanceof TrustRefusal) return json({ error: error.message }, error.status);
      throw error;
    }
  }

  return async (request: Request, allowed: TrustAllowance): Promise<Response> => {
    try {
      return await handle(request, allowed);
    } catch (error) {
      deps.logError(error);
      return message(
        500,
        'Something went wrong',
        'The request could not be processed. Please try again later.',
      );
    }
  };
}
