import type { EnrollmentConfirmation } from '@portal/api/enrollment';
import { longDate } from '@portal/forms/dates';
import { formatMoney } from '@portal/forms/money';
import PDFDocument from 'pdfkit';

/*
 * The declarations of an enrollment (issue 21; spec section 7 /downloadDeclarations, GET
 * /downloadPDF/{id}): a tagged PDF, as the policy documents are (content/policy-documents.ts), so
 * screen readers read it in order: document language en-US, a title the viewer shows, and a
 * structure tree of a heading, sections with headings, paragraphs and a list of the covered
 * persons. Standard Helvetica fonts: no font files needed.
 */

const author = 'Legal Plans Administrator';

const periodWords: Record<string, string> = {
  B: 'every two weeks (26 paychecks a year)',
  S: 'twice a month (24 paychecks a year)',
  M: 'monthly (12 payments a year)',
  T: 'every 28 days (13 payments a year)',
};

export function declarationsFileName(confirmation: EnrollmentConfirmation): string {
  return `declarations-${confirmation.strPolicyNbr.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

export function renderDeclarations(
  confirmation: EnrollmentConfirmation,
  member: { firstName: string; lastName: string },
): Promise<Buffer> {
  const title = `Declarations: ${confirmation.strProgramNm}`;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: title,
      Author: author,
      Subject: `Policy ${confirmation.strPolicyNbr}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const heading = (level: 'H1' | 'H2', text: string) =>
    root.add(
      doc.struct(level, {}, () => {
        doc
          .moveDown(level === 'H1' ? 0 : 0.5)
          .font('Helvetica-Bold')
          .fontSize(level === 'H1' ? 20 : 14)
          .fillColor('#1a1a1a')
          .text(text);
        doc.moveDown(0.3);
      }),
    );
  const paragraph = (text: string) =>
    root.add(
      doc.struct('P', {}, () => {
        doc.font('Helvetica').fontSize(11).text(text, { lineGap: 3 });
        doc.moveDown(0.4);
      }),
    );

  heading('H1', title);
  paragraph(`Member: ${member.firstName} ${member.lastName}`);
  paragraph(`Policy number: ${confirmation.strPolicyNbr}`);

  heading('H2', 'Your plan');
  paragraph(`Plan: ${confirmation.objPlan.strPlanNm}`);
  paragraph(`Coverage: ${confirmation.strCoverageTierDesc}`);
  paragraph(`Plan year: ${confirmation.strPayYear}`);
  paragraph(`Effective date: ${longDate(confirmation.dtEffDate)}`);

  heading('H2', 'Who is covered');
  const list = doc.struct('L');
  root.add(list);
  for (const person of confirmation.liCoveredPersons) {
    list.add(
      doc.struct('LI', {}, [
        doc.struct('LBody', {}, () => {
          doc
            .font('Helvetica')
            .fontSize(11)
            .text(`${person.strFirst_Nm} ${person.strLast_Nm}, ${person.strRelationshipDesc}`, {
              lineGap: 3,
            });
        }),
      ]),
    );
  }
  list.end();
  doc.moveDown(0.4);

  heading('H2', 'What it costs');
  const cost = confirmation.objCost;
  paragraph(
    `Cost per pay period: ${formatMoney(cost.lnPerPaycheckCents)}, ${periodWords[cost.strPayFreq] ?? ''}. The year's last pay period is ${formatMoney(cost.lnLastPaycheckCents)}.`,
  );
  paragraph(`Cost per year: ${formatMoney(cost.lnPerYearCents)}`);
  paragraph(
    `Paid by: ${confirmation.strPaymentTypeDesc}${confirmation.strBankMasked ? `, from ${confirmation.strBankMasked}` : ''}`,
  );
  paragraph(`Submitted on ${longDate(confirmation.dtSubmittedAt)}.`);

  root.end();
  doc.end();
  return done;
}
