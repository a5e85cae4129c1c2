/** The Table / Map toggle beside a tender list's search (Browse and the geodesist's Tenders tab). */
import { ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useT } from '@/i18n/i18n';

export type ListView = 'table' | 'map';

export function ListViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const t = useT();
  return (
    <ToggleButtonGroup value={view} isExclusive isSelectionRequired size="small" onChange={(v) => onChange(v as ListView)} aria-label={t('view.label')}>
      <ToggleButton value="table">{t('view.table')}</ToggleButton>
      <ToggleButton value="map">{t('view.map')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
