/**
 * Tabs over lists (the tender dashboards, admin tenders, My Account): takes the `tabs` (value and
 * label), the selected `value`, `onChange` and the tab list's accessible `label`; renders each tab's
 * panel through `children(tab)`, and only the selected one, so a list loads when its tab opens.
 */
import { Tabs } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

export interface ListTab<V extends string> {
  value: V;
  label: string;
}

export interface ListTabsProps<V extends string, T extends ListTab<V>> {
  tabs: readonly T[];
  value: V;
  onChange: (value: V) => void;
  /** The accessible name of the tab list. */
  label: string;
  children: (tab: T) => ReactNode;
}

export function ListTabs<V extends string, T extends ListTab<V>>({ tabs, value, onChange, label, children }: ListTabsProps<V, T>) {
  return (
    <Tabs.Container value={value} onValueChange={(v) => onChange(v as V)}>
      <Tabs.List aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Item key={t.value} value={t.value}>
            {t.label}
          </Tabs.Item>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} className="tab-panel">
          {value === t.value && children(t)}
        </Tabs.Panel>
      ))}
    </Tabs.Container>
  );
}
