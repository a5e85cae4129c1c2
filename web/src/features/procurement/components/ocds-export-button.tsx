/**
 * The admins' 'Export OCDS' action (docs/decisions/procurement/open-data.md): reads every page of GET /admin/ocds
 * and saves one OCDS 1.1 release package of every tender's current release as JSON, saying how many releases it
 * has read while it runs and how many it saved, that there was nothing to export (no file: a package holds at least
 * one release), or why it failed.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useExportOcds } from '../api/get-ocds';

const releases = (n: number) => `${n} ${n === 1 ? 'release' : 'releases'}`;
/** What the button says when no tender has a release to publish (no file is saved). */
const NOTHING_TO_EXPORT = 'No tenders to export yet';

/** The line beside the button: progress, the refusal, or what was saved. */
function statusOf(exported: ReturnType<typeof useExportOcds>, read: number): string | null {
  if (exported.isPending) return `${releases(read)} read…`;
  if (exported.isError) return errorMessage(exported.error);
  if (!exported.isSuccess) return null;
  return exported.data === 0 ? NOTHING_TO_EXPORT : `${releases(exported.data)} saved`;
}

export function OcdsExportButton() {
  const [read, setRead] = useState(0);
  const exported = useExportOcds(setRead);
  const status = statusOf(exported, read);
  return (
    <div className="ocds-export">
      <Button
        variant="outline"
        busy={exported.isPending}
        busyText="Exporting…"
        onClick={() => {
          setRead(0);
          exported.mutate();
        }}
      >
        Export OCDS
      </Button>
      {status ? (
        <span role={exported.isError ? 'alert' : 'status'} className="muted">
          {status}
        </span>
      ) : null}
    </div>
  );
}
