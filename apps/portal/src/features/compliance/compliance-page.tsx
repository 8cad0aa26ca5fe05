import {
  ContentPage,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  VisuallyHidden,
} from '@portal/ui';
import { useEdition } from '../../editions/edition-context.js';
import * as pageStyles from '../../styles/page.css.js';
import { complianceCopy as copy } from './compliance-copy.js';
import * as styles from './compliance-page.css.js';
import { DownloadIcon } from './download-icon.js';

/**
 * /compliance-and-legal (spec section 2): the policy documents, each a PDF to download, on the
 * kit's `ContentPage` template with the edition's introduction as its lead.
 */
export function CompliancePage() {
  const { complianceIntro, policyDocuments } = useEdition();
  // Spec section 2: opening this page sets the flow flag false and resets account-creation state; neither exists yet.
  return (
    <div className={pageStyles.page}>
      <ContentPage heading={copy.heading} lead={complianceIntro}>
        <Table caption={copy.tableCaption} captionHidden>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{copy.documentColumn}</TableHeaderCell>
              <TableHeaderCell align="end">{copy.fileColumn}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {copy.documents.map((document) => (
              <TableRow key={document.document}>
                <TableHeaderCell scope="row">{document.name}</TableHeaderCell>
                <TableCell align="end">
                  <DownloadLink name={document.name} href={policyDocuments[document.document]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ContentPage>
    </div>
  );
}

/**
 * The visible word is aria-hidden and the full phrase is visually hidden, so the accessible name
 * is always "Download Privacy Notice (PDF)" (it starts with the visible label, WCAG 2.5.3) and the
 * word can leave the screen below 636 px without leaving the name. `download` makes it a file
 * link: the browser saves the PDF instead of the router treating the path as a page.
 */
function DownloadLink({ name, href }: { name: string; href: string }) {
  return (
    <Link href={href} download variant="standalone" className={styles.downloadLink}>
      <DownloadIcon className={styles.downloadIcon} />
      <span aria-hidden="true" className={styles.downloadWord}>
        {copy.download}
      </span>
      <VisuallyHidden>{`${copy.download} ${name} (${copy.fileType})`}</VisuallyHidden>
    </Link>
  );
}
