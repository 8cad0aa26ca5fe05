import type { OpenApiDocument } from '@portal/api/openapi';

/**
 * The OpenAPI document as a readable HTML page, made on the server: no script at all and no inline
 * style, so the page lives under the service's Content-Security-Policy (style-src 'self') with its
 * one linked stylesheet.
 */

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** `code` spans of a line of text, escaped. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/**
 * The little Markdown the document's descriptions use: "### " headings, "- " lists, paragraphs
 * separated by blank lines, and `code`.
 */
export function renderMarkdown(markdown: string, headingLevel = 3): string {
  const html: string[] = [];
  for (const block of markdown.split(/\n{2,}/)) {
    const lines = block.split('\n');
    if (lines[0]?.startsWith('### ')) {
      html.push(`<h${headingLevel}>${inline(lines[0].slice(4))}</h${headingLevel}>`);
      lines.shift();
      if (lines.length === 0) continue;
    }
    if (lines.every((line) => line.startsWith('- '))) {
      html.push(`<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`);
    } else {
      html.push(`<p>${inline(lines.join(' '))}</p>`);
    }
  }
  return html.join('\n');
}

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, unknown>[];
  'x-encrypted': boolean;
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { $ref?: string; description?: string }>;
};

function resolveRef(document: OpenApiDocument, ref: string): unknown {
  const [, , kind, name] = ref.split('/');
  return document.components[kind ?? '']?.[name ?? ''];
}

function schemaBlock(document: OpenApiDocument, ref: string | undefined, label: string): string {
  if (!ref) return '';
  const schema = resolveRef(document, ref);
  return `<details><summary>${escapeHtml(label)}</summary><pre><code>${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</code></pre></details>`;
}

function responseRows(document: OpenApiDocument, operation: Operation): string {
  return Object.entries(operation.responses)
    .map(([status, response]) => {
      const resolved = (response.$ref ? resolveRef(document, response.$ref) : response) as {
        description?: string;
      };
      return `<tr><th scope="row">${escapeHtml(status)}</th><td>${inline(resolved.description ?? '')}</td></tr>`;
    })
    .join('');
}

function operationSection(
  document: OpenApiDocument,
  method: string,
  path: string,
  operation: Operation,
): string {
  const badges = [
    operation['x-encrypted'] ? 'Encrypted' : 'Plain JSON',
    operation.security.length > 0 ? 'Needs sign-in' : 'No sign-in',
  ];
  const requestRef = operation.requestBody?.content['application/json']?.schema.$ref;
  const okResponse = operation.responses['200'] as
    | { content?: Record<string, { schema: { $ref: string } }> }
    | undefined;
  const responseRef = okResponse?.content?.['application/json']?.schema.$ref;
  return `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(
    document.servers[0]?.url ?? '',
  )}${escapeHtml(path)}</code></h3>
<p class="summary">${inline(operation.summary)} <span class="badges">${badges
    .map((badge) => `<span class="badge">${escapeHtml(badge)}</span>`)
    .join(' ')}</span></p>
${renderMarkdown(operation.description)}
${schemaBlock(document, requestRef, 'Request body (JSON schema)')}
${schemaBlock(document, responseRef, 'Answer (JSON schema)')}
<table><caption>Answers</caption><thead><tr><th scope="col">HTTP</th><th scope="col">Meaning</th></tr></thead><tbody>${responseRows(
    document,
    operation,
  )}</tbody></table>
</section>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      operation: operation as Operation,
    })),
  );
  const sections = document.tags
    .map((tag) => {
      const tagged = operations.filter(({ operation }) => operation.tags.includes(tag.name));
      return `<section aria-labelledby="tag-${escapeHtml(tag.name)}">
<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2>
<p>${inline(tag.description)}</p>
${tagged.map(({ path, method, operation }) => operationSection(document, method, path, operation)).join('\n')}
</section>`;
    })
    .join('\n');
  const toc = operations
    .map(
      ({ operation }) =>
        `<li><a href="#${escapeHtml(operation.operationId)}">${inline(operation.summary)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} API</title>
<link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} API <span class="version">version ${escapeHtml(document.info.version)}</span></h1>
<p>OpenAPI ${escapeHtml(document.openapi)} document: <a href="/api/docs/openapi.json">openapi.json</a></p>
</header>
<nav aria-label="Calls"><ul>${toc}</ul></nav>
<main>
<section aria-labelledby="overview"><h2 id="overview">Overview</h2>
${renderMarkdown(document.info.description)}
</section>
${sections}
</main>
</body>
</html>
`;
}

export const docsStylesheet = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1b1b1b; }
h1 .version { font-size: 1rem; font-weight: normal; color: #555; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; }
nav ul { columns: 2; }
.operation { border-top: 1px solid #ccc; margin-top: 2rem; }
.method { background: #1a4480; color: #fff; padding: 0 0.4rem; border-radius: 3px; }
.badge { border: 1px solid #1a4480; border-radius: 3px; padding: 0 0.3rem; font-size: 0.85em; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
caption { text-align: left; font-weight: bold; }
a { color: #1a4480; }
a:focus, summary:focus { outline: 3px solid #2491ff; outline-offset: 2px; }
`;
