// /docs/api: the REST API's reference (docs/decisions.md AK1), rendered from the same routes and
// OpenAPI description the API serves (src/shared/api-v1.ts), prerendered so it reads without
// JavaScript. The curl examples are the ones the browser test runs.
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { openApiDocument } from '@shared/api-v1';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: { type?: string; format?: string };
}

const description = openApiDocument('$COMPLYREADY_API');

/** The reference's examples: the acceptance register and training completion. */
export const CURL_EXAMPLES = [
  {
    title: 'The acceptance register',
    command:
      'curl -H "Authorization: Bearer $COMPLYREADY_KEY" "$COMPLYREADY_API/policies/acceptances"',
  },
  {
    title: 'Training completion',
    command:
      'curl -H "Authorization: Bearer $COMPLYREADY_KEY" "$COMPLYREADY_API/training/completion"',
  },
] as const;

function Operations() {
  const operations = Object.entries(description.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      ...(operation as {
        operationId: string;
        summary: string;
        tags: string[];
        parameters?: Parameter[];
      }),
    })),
  );
  return description.tags.map(({ name }) => (
    <section key={name} className="card">
      <h2>{name}</h2>
      {operations
        .filter((operation) => operation.tags.includes(name))
        .map((operation) => (
          <article key={operation.operationId} className="api-operation">
            <h3>
              <code>
                {operation.method.toUpperCase()} {operation.path}
              </code>
            </h3>
            <p>{operation.summary}</p>
            {operation.parameters?.length ? (
              <ul>
                {operation.parameters.map((parameter) => (
                  <li key={parameter.name}>
                    <code>{parameter.name}</code> ({parameter.in}
                    {parameter.required ? ', required' : ''}
                    {parameter.schema.format ? `, ${parameter.schema.format}` : ''})
                    {parameter.description ? `: ${parameter.description}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        ))}
    </section>
  ));
}

function ApiReferencePage() {
  return (
    <div className="container narrow">
      <PageHeader
        title="API reference"
        lead="Read your team’s members, training, policies, checklists and audit log from your HR system, onboarding tool or data warehouse. Enterprise plan."
      />
      <section className="card">
        <h2>Getting started</h2>
        <p>
          An admin creates a key in Settings → API: read-only, or read and write, with an optional
          expiry. The key is shown once; keep it as a secret. Every request sends it as{' '}
          <code>Authorization: Bearer &lt;key&gt;</code> and reads or changes that team only.
        </p>
        <p>
          Set the base URL shown in Settings → API (it ends in <code>/api/v1</code>) and your key:
        </p>
        <pre>
          <code>{`export COMPLYREADY_API="<base URL from Settings → API>"
export COMPLYREADY_KEY="crk_…"`}</code>
        </pre>
        {CURL_EXAMPLES.map((example) => (
          <div key={example.title}>
            <h3>{example.title}</h3>
            <pre>
              <code data-curl-example>{example.command}</code>
            </pre>
          </div>
        ))}
      </section>
      <section className="card">
        <h2>Conventions</h2>
        <ul>
          <li>
            Answers are JSON. Lists come as <code>{'{ "data": [...], "next_cursor": … }'}</code>:
            pass <code>next_cursor</code> as <code>cursor</code> for the next page (
            <code>limit</code> 1–200, 50 by default); <code>null</code> means the last page.
          </li>
          <li>
            Every read answers with an <code>ETag</code>; send it back in <code>If-None-Match</code>{' '}
            and an unchanged answer is a <code>304</code> with no body.
          </li>
          <li>
            Each key may send 300 requests a minute. Answers carry <code>RateLimit-Limit</code>,{' '}
            <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>; past the limit, a{' '}
            <code>429</code> with <code>Retry-After</code>.
          </li>
          <li>
            Errors have one shape:{' '}
            <code>
              {'{ "error": { "code": "read_only", "message": "This API key is read-only" } }'}
            </code>
            . A team not on the Enterprise plan gets <code>403</code> <code>plan_required</code>; a
            key that is not valid, revoked or expired, <code>401</code>.
          </li>
          <li>
            The machine-readable description is <code>/api/v1/openapi.json</code> (OpenAPI 3.1).
          </li>
        </ul>
      </section>
      <Operations />
      <p>
        Questions? <Link to="/contact">Contact us</Link>.
      </p>
    </div>
  );
}

export { ApiReferencePage as Component };
