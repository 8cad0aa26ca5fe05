import { useDownloadDeclarations } from '@portal/api/swr';
import { Button, Stack, VisuallyHidden } from '@portal/ui';
import { useState } from 'react';
import { ServiceUnavailableBanner } from '../shell/service-unavailable-banner.js';
import { declarationsCopy as copy } from './declarations-copy.js';
import { saveFile } from './save-file.js';

type Result = { kind: 'saved'; fileName: string } | { kind: 'failed' };

/**
 * Download your declarations (PDF): downloadDeclarations, then the PDF with the bearer token
 * (useDownloadDeclarations), saved as a file. The button is busy meanwhile; the outcome is said
 * in a status line that is always there (so a screen reader hears it), or the service-unavailable
 * banner when the PDF could not be had. `context` ends the button's name for screen readers
 * only ('for Legal plan 2026') where a page shows one button per plan year.
 */
export function DeclarationsDownload({
  memberId,
  enrollmentId,
  context,
}: {
  memberId: string;
  enrollmentId: string;
  context?: string;
}) {
  const download = useDownloadDeclarations(memberId);
  const [result, setResult] = useState<Result | null>(null);

  async function start() {
    setResult(null);
    const outcome = await download.trigger(enrollmentId);
    if (outcome.kind === 'downloaded') {
      saveFile(outcome.file, outcome.fileName);
      setResult({ kind: 'saved', fileName: outcome.fileName });
    } else {
      setResult({ kind: 'failed' });
    }
  }

  return (
    <Stack gap={3}>
      <div>
        <Button variant="secondary" busy={download.isMutating} onClick={() => void start()}>
          {copy.download}
          {context ? <VisuallyHidden> {context}</VisuallyHidden> : null}
        </Button>
      </div>
      <p role="status">{result?.kind === 'saved' ? copy.downloaded(result.fileName) : null}</p>
      {result?.kind === 'failed' ? <ServiceUnavailableBanner withContactLink /> : null}
    </Stack>
  );
}
