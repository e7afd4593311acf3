import type { OpenAPIV3_1 } from 'openapi-types';

/*
 * The readable API reference at /api/docs: one server-rendered HTML page from the OpenAPI document,
 * no script at all, so it works under our Content-Security-Policy and with any assistive technology
 * (decision 013). Every operation, grouped by area, with its parameters, body and answers.
 */

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const esc = (s: unknown) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The little Markdown the descriptions use: paragraphs and `code`. */
const prose = (text: string | undefined) =>
  (text ?? '')
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${esc(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const operationAnchor = (method: string, path: string, op: Operation) =>
  `op-${slug(op.operationId ?? `${method} ${path}`)}`;

const refName = (ref: string) => ref.replace(/^#\/components\/schemas\//, '');

function typeOf(schema: OpenAPIV3_1.SchemaObject): string {
  const t = schema.type;
  if (Array.isArray(t)) return t.join(' or ');
  if (t === 'array') return 'array';
  if (t) return schema.format ? `${t} (${schema.format})` : t;
  if (schema.const !== undefined) return `exactly ${JSON.stringify(schema.const)}`;
  if (schema.anyOf ?? schema.oneOf) return 'one of';
  return 'any';
}

function constraints(schema: OpenAPIV3_1.SchemaObject): string[] {
  const out: string[] = [];
  if (schema.enum) out.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (schema.minLength !== undefined) out.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined) out.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) out.push(`at most ${schema.maxItems} items`);
  // A format (uuid, email, date-time) says it better than the long pattern zod writes for it.
  if (schema.pattern && !schema.format) out.push(`matches <code>${esc(schema.pattern)}</code>`);
  if (schema.default !== undefined) out.push(`default ${esc(JSON.stringify(schema.default))}`);
  return out;
}

/** A schema as a nested list of its fields. */
function renderSchema(schema: Schema | undefined, depth = 0): string {
  if (!schema) return '<p>No body.</p>';
  if ('$ref' in schema) {
    const name = refName(schema.$ref);
    return `<a href="#schema-${slug(name)}">${esc(name)}</a>`;
  }
  if (depth > 6) return '…';
  const line = (s: OpenAPIV3_1.SchemaObject) =>
    [
      `<span class="type">${esc(typeOf(s))}</span>`,
      ...constraints(s).map((c) => (c.includes('<code>') ? c : esc(c))),
      s.description ? esc(s.description) : '',
    ]
      .filter(Boolean)
      .join(' — ');
  const parts: string[] = [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    parts.push(
      `<ul>${variants.map((v) => `<li>${'$ref' in v ? renderSchema(v, depth + 1) : `${line(v)}${renderChildren(v, depth)}`}</li>`).join('')}</ul>`,
    );
  }
  return `${line(schema)}${parts.join('')}${renderChildren(schema, depth)}`;
}

function renderChildren(schema: OpenAPIV3_1.SchemaObject, depth: number): string {
  if (schema.type === 'array' && schema.items) {
    return `<ul><li>each item: ${renderSchema(schema.items, depth + 1)}</li></ul>`;
  }
  if (!schema.properties) return '';
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties).map(
    ([name, child]) =>
      `<li><code>${esc(name)}</code>${required.has(name) ? ' <strong>(required)</strong>' : ' (optional)'}: ${renderSchema(child, depth + 1)}</li>`,
  );
  return `<ul>${fields.join('')}</ul>`;
}

function renderParameters(op: Operation): string {
  const params = (op.parameters ?? []).filter((p): p is OpenAPIV3_1.ParameterObject => !('$ref' in p));
  if (!params.length) return '';
  const rows = params
    .map(
      (p) =>
        `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${renderSchema(p.schema as Schema | undefined)}${p.description ? ` — ${esc(p.description)}` : ''}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Value</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderContent(content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(
      ([type, media]) =>
        `<p>As <code>${esc(type)}</code>:</p><div class="schema">${renderSchema(media.schema)}</div>`,
    )
    .join('');
}

function renderOperation(method: string, path: string, op: Operation, secured: boolean): string {
  const body = op.requestBody && !('$ref' in op.requestBody) ? op.requestBody : undefined;
  const responses = Object.entries(op.responses ?? {})
    .filter(([status]) => !status.endsWith('XX'))
    .map(([status, r]) => {
      const res = r as OpenAPIV3_1.ResponseObject;
      return `<li><strong>${esc(status)}</strong> ${esc(res.description ?? '')}${renderContent(res.content)}</li>`;
    })
    .join('');
  const needsSession = op.security ? op.security.length > 0 : secured;
  return `<article id="${operationAnchor(method, path, op)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
${op.summary ? `<p class="summary">${esc(op.summary)}</p>` : ''}${prose(op.description)}
<p class="meta">${needsSession ? 'Needs a signed-in session.' : 'Open to anyone: no session needed.'}${op.operationId ? ` Operation id <code>${esc(op.operationId)}</code>.` : ''}</p>
${renderParameters(op)}
${body ? `<h4>Request body${body.required ? '' : ' (optional)'}</h4>${renderContent(body.content)}` : ''}
<h4>Answers</h4><ul>${responses}<li><strong>4XX, 5XX</strong> the error body <a href="#schema-apierror">ApiError</a>.</li></ul>
</article>`;
}

/** The whole page. */
export function renderApiReference(spec: OpenAPIV3_1.Document): string {
  const secured = (spec.security ?? []).length > 0;
  const byTag = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, op });
    }
  }
  const tags = [...byTag.keys()].sort();
  const contents = tags
    .map(
      (tag) =>
        `<li><a href="#tag-${slug(tag)}">${esc(tag)}</a><ul>${byTag
          .get(tag)!
          .map(
            ({ method, path, op }) =>
              `<li><a href="#${operationAnchor(method, path, op)}"><span class="method">${method.toUpperCase()}</span> ${esc(path)}</a>${op.summary ? ` — ${esc(op.summary)}` : ''}</li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<section aria-labelledby="tag-${slug(tag)}"><h2 id="tag-${slug(tag)}">${esc(tag)}</h2>${byTag
          .get(tag)!
          .map(({ method, path, op }) => renderOperation(method, path, op, secured))
          .join('')}</section>`,
    )
    .join('');
  const schemas = Object.entries(spec.components?.schemas ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) =>
        `<article id="schema-${slug(name)}"><h3>${esc(name)}</h3><div class="schema">${renderSchema(schema)}</div></article>`,
    )
    .join('');
  const server = spec.servers?.[0]?.url;
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(spec.info.title)} — reference</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
a { color: #0b4f8a; }
code { font-family: ui-monospace, monospace; background: #f2f4f7; padding: 0 .2em; border-radius: 3px; }
h2 { border-bottom: 2px solid #d0d5dd; padding-bottom: .25rem; margin-top: 2.5rem; }
article { border: 1px solid #d0d5dd; border-radius: 6px; padding: .5rem 1rem; margin: 1rem 0; }
h3 { font-size: 1.1rem; }
.method { display: inline-block; min-width: 4.2em; font-weight: 700; font-family: ui-monospace, monospace; }
.method-get { color: #05603a; } .method-post { color: #0b4f8a; } .method-patch, .method-put { color: #7a4100; } .method-delete { color: #a0141e; }
.summary { font-weight: 600; }
.meta { color: #475467; }
.type { font-family: ui-monospace, monospace; color: #344054; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #eaecf0; padding: .25rem .5rem; }
.skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: #fff; }
</style>
</head>
<body>
<a class="skip" href="#content">Skip to the reference</a>
<main id="content">
<h1>${esc(spec.info.title)}</h1>
<p>Version ${esc(spec.info.version)}${server ? ` · server <code>${esc(server)}</code>` : ''} · OpenAPI ${esc(spec.openapi)} document: <a href="/api/openapi.json">/api/openapi.json</a></p>
${prose(spec.info.description)}
<nav aria-labelledby="contents"><h2 id="contents">Contents</h2><ul>${contents}<li><a href="#schemas">Shared schemas</a></li></ul></nav>
${sections}
<section aria-labelledby="schemas"><h2 id="schemas">Shared schemas</h2>${schemas}</section>
</main>
</body>
</html>
`;
}
