import path from 'node:path';
import PDFDocument from 'pdfkit';
import { z } from 'zod/mini';
import { contentDir, readContentText } from './content-files.js';

/** Spec section 7: the plan highlights, privacy notice and fraud warning PDFs. */
export const policyDocumentsPath = '/assets/policy-documents';

/**
 * The only documents served; each is laid out from content/policy-documents/<name>.json. The
 * individual plans have their own notices ('-pb', as privacy-notice-pb.html): no payroll, agency
 * or federal plan in them.
 */
export const policyDocumentNames = [
  'plan-highlights',
  'privacy-notice',
  'fraud-warnings',
  'privacy-notice-pb',
  'fraud-warnings-pb',
] as const;
export type PolicyDocumentName = (typeof policyDocumentNames)[number];

const documentTextSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  subject: z.string().check(z.minLength(1)),
  sections: z
    .array(
      z.strictObject({
        heading: z.optional(z.string().check(z.minLength(1))),
        paragraphs: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});
export type PolicyDocumentText = z.infer<typeof documentTextSchema>;

const author = 'Legal Plans Administrator';

export function isPolicyDocumentName(name: string): name is PolicyDocumentName {
  return (policyDocumentNames as readonly string[]).includes(name);
}

/**
 * Each PDF is rendered on its first request and the promise kept, so concurrent first requests
 * share one rendering and later ones cost nothing. A failed rendering is forgotten and retried.
 */
export function createPolicyDocumentCache(): (name: PolicyDocumentName) => Promise<Buffer> {
  const rendered = new Map<PolicyDocumentName, Promise<Buffer>>();
  return (name) => {
    let pdf = rendered.get(name);
    if (!pdf) {
      pdf = readDocumentText(name).then(renderPolicyDocument);
      pdf.catch(() => rendered.delete(name));
      rendered.set(name, pdf);
    }
    return pdf;
  };
}

async function readDocumentText(name: PolicyDocumentName): Promise<PolicyDocumentText> {
  const text = await readContentText(path.join(contentDir, 'policy-documents', `${name}.json`));
  return documentTextSchema.parse(JSON.parse(text));
}

/**
 * A tagged PDF (title shown by the viewer, language set, H1/H2/P structure for screen readers)
 * in the standard Helvetica fonts, so no font files are needed.
 */
export function renderPolicyDocument(text: PolicyDocumentText): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: text.title, Author: author, Subject: text.subject },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  root.add(
    doc.struct('H1', {}, () => {
      doc.font('Helvetica-Bold').fontSize(20).fillColor('#1a1a1a').text(text.title);
      doc.moveDown(0.5);
    }),
  );
  for (const section of text.sections) {
    const { heading } = section;
    if (heading) {
      root.add(
        doc.struct('H2', {}, () => {
          doc.moveDown(0.5).font('Helvetica-Bold').fontSize(14).text(heading);
          doc.moveDown(0.25);
        }),
      );
    }
    for (const paragraph of section.paragraphs) {
      root.add(
        doc.struct('P', {}, () => {
          doc.font('Helvetica').fontSize(11).text(paragraph, { lineGap: 3 });
          doc.moveDown(0.6);
        }),
      );
    }
  }
  root.end();
  doc.end();
  return done;
}
