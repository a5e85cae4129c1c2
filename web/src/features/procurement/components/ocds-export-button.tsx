/**
 * The admins' 'Export OCDS' action (docs/decisions/procurement/open-data.md): reads every page of GET /admin/ocds
 * and saves one OCDS 1.1 release package of every tender's current release as JSON, saying how many releases it
 * has read while it runs and how many it saved, or why it failed.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useExportOcds } from '../api/get-ocds';

const releases = (n: number) => `${n} ${n === 1 ? 'release' : 'releases'}`;

export function OcdsExportButton() {
  const [read, setRead] = useState(0);
  const exported = useExportOcds(setRead);
  const status = exported.isPending ? `${releases(read)} read…` : exported.isError ? errorMessage(exported.error) : exported.isSuccess ? `${releases(exported.data)} saved` : null;
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
