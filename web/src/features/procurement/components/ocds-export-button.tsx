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
import type { Translate } from '@domain/i18n/translate';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('work');

/** The line beside the button: progress, the refusal, or what was saved. */
/** Says 'No tenders to export yet' when no tender has a release to publish (no file is saved). */
function statusOf(t: Translate, exported: ReturnType<typeof useExportOcds>, read: number): string | null {
  if (exported.isPending) return t('ocds.read', { count: read });
  if (exported.isError) return errorMessage(exported.error);
  if (!exported.isSuccess) return null;
  return exported.data === 0 ? t('ocds.nothing') : t('ocds.saved', { count: exported.data });
}

export function OcdsExportButton() {
  const t = useT();
  const [read, setRead] = useState(0);
  const exported = useExportOcds(setRead);
  const status = statusOf(t, exported, read);
  return (
    <div className="ocds-export">
      <Button
        variant="outline"
        busy={exported.isPending}
        busyText={t('ocds.exporting')}
        onClick={() => {
          setRead(0);
          exported.mutate();
        }}
      >
        {t('ocds.export')}
      </Button>
      {status ? (
        <span role={exported.isError ? 'alert' : 'status'} className="muted">
          {status}
        </span>
      ) : null}
    </div>
  );
}
