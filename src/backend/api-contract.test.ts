// The OpenAPI 3.1 description of /api/v1 (docs/decisions.md AK1): valid by a maintained validator
// (@readme/openapi-parser), and a contract test that walks every path and method it documents
// against the running server, checking each answer's status and body against the description
// (JSON Schema 2020-12, by Ajv). A route added to the code is in the description and so walked.
import { dereference, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseScripts } from '../content/courses';
import {
  createMember,
  enterpriseTeamWithRecords,
  publishCourseVideos,
  useTestBackend,
} from './testing';

const backend = useTestBackend();

interface Operation {
  requestBody?: unknown;
  responses: Record<
    string,
    { content?: { 'application/json': { schema: Record<string, unknown> } } }
  >;
  parameters?: { name: string; in: string; required: boolean }[];
}
type Spec = { openapi: string; paths: Record<string, Record<string, Operation>> };

let served: Spec;
let spec: Spec;
let key = '';
const pathValues: Record<string, () => Promise<string>> = {};
/** The body each documented request body takes, by path: a new one must be added. */
const requestBodies: Record<string, () => unknown> = {
  '/members': () => ({ email: `contract-${crypto.randomUUID()}@example.com` }),
  '/evidence/exports': () => ({ from_date: '2026-01-01', to_date: '2026-12-31' }),
};

beforeAll(async () => {
  const course = courseScripts[0]!;
  await publishCourseVideos(backend.service, [course]);
  const { admin, member, runId } = await enterpriseTeamWithRecords(backend, 'Contract Co', course);
  key = (
    await admin.client
      .rpc('create_api_key', { name: 'Contract', scope: 'read_write' })
      .throwOnError()
  ).data as string;
  // The values each documented path parameter takes: one per path, so a new one must be added.
  Object.assign(pathValues, {
    '/members/{id}': async () => member.id,
    '/members/{id}/deactivate': async () =>
      (await createMember(backend, admin.inviteCode, 'Dee Parting')).id,
    '/checklists/runs/{id}/items': async () => runId,
    '/evidence/exports/{id}': async () => {
      const started = await fetch(`${backend.url}/api/v1/evidence/exports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(requestBodies['/evidence/exports']!()),
      });
      return ((await started.json()) as { data: { id: string } }).data.id;
    },
  });
  const response = await fetch(`${backend.url}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  served = (await response.json()) as Spec;
  spec = (await dereference(structuredClone(served) as never)) as unknown as Spec;
}, 60_000);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

function checkBody(operation: Operation, status: number, body: unknown, where: string) {
  const schema = operation.responses[String(status)]?.content?.['application/json'].schema;
  expect(schema, `${where}: ${status} is documented with a JSON body`).toBeDefined();
  const valid = ajv.validate(schema!, body);
  expect(valid ? [] : ajv.errors, `${where} answered as described`).toEqual([]);
}

describe('openapi.json', () => {
  it('is valid OpenAPI 3.1 by @readme/openapi-parser', async () => {
    expect(served.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(served) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('every documented route answers as described: with a key, without one, and unchanged', async () => {
    const walked: string[] = [];
    for (const [template, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${template}`;
        let path = template;
        if (template.includes('{')) {
          const value = pathValues[template];
          expect(value, `${where}: a value for its path parameter`).toBeDefined();
          path = template.replace(/\{\w+\}/, await value!());
        }
        const url = `${backend.url}/api/v1${path}`;
        let init: RequestInit = { method: method.toUpperCase() };
        if (operation.requestBody) {
          const body = requestBodies[template];
          expect(body, `${where}: a request body`).toBeDefined();
          init = {
            ...init,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body!()),
          };
        }
        const success = Number(Object.keys(operation.responses).find((code) => /^2/.test(code)));

        const answered = await fetch(url, {
          ...init,
          headers: { ...init.headers, authorization: `Bearer ${key}` },
        });
        expect(answered.status, where).toBe(success);
        const body = (await answered.json()) as { data: unknown };
        // Rows to check: every list of the walk holds some.
        if (Array.isArray(body.data)) expect(body.data.length, where).toBeGreaterThan(0);
        checkBody(operation, success, body, where);
        for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) {
          expect(answered.headers.get(header), `${where} ${header}`).toMatch(/^\d+$/);
        }

        const refused = await fetch(url, init);
        expect(refused.status, `${where} without a key`).toBe(401);
        checkBody(operation, 401, await refused.json(), `${where} without a key`);

        if (method === 'get') {
          const etag = answered.headers.get('etag');
          expect(etag, where).toBeTruthy();
          const unchanged = await fetch(url, {
            headers: { authorization: `Bearer ${key}`, 'if-none-match': etag! },
          });
          expect(unchanged.status, `${where} If-None-Match`).toBe(304);
          expect(operation.responses['304'], where).toBeDefined();
        }
        walked.push(where);
      }
    }
    expect(walked).toHaveLength(14);
  });

  it('every documented parameter is checked: a wrong one is a 400 in the Error shape', async () => {
    const operation = spec.paths['/audit-events']!.get!;
    expect(operation.parameters?.map((parameter) => parameter.name)).toEqual([
      'cursor',
      'limit',
      'since',
      'until',
      'kind',
    ]);
    for (const query of ['limit=0', 'since=yesterday', 'kind=DROP TABLE', 'cursor=%%']) {
      const reply = await fetch(`${backend.url}/api/v1/audit-events?${query}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(reply.status, query).toBe(400);
      checkBody(operation, 400, await reply.json(), query);
    }
  });
});
