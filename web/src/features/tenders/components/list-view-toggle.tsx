/** The Table / Map toggle beside a tender list's search (Browse and the geodesist's Tenders tab). */
import { ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';

export type ListView = 'table' | 'map';

export function ListViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <ToggleButtonGroup value={view} isExclusive isSelectionRequired size="small" onChange={(v) => onChange(v as ListView)} aria-label="Show tenders as">
      <ToggleButton value="table">Table</ToggleButton>
      <ToggleButton value="map">Map</ToggleButton>
    </ToggleButtonGroup>
  );
}
