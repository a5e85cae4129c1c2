/**
 * The Versions card of a tender's page (docs/decisions/procurement/amendments.md): every version newest first, with
 * its time, the poster's reason and what changed, and the readable difference between any two versions (picked
 * From and To, the last amendment by default): texts word by word (additions underlined, removals struck through),
 * deadline and budget before and after, the site and the files added and removed
 * (features/procurement/domain/version-diff.ts). Shown to everyone who may read the tender.
 */
import { useMemo, useState } from 'react';
import { Card, Flex, Heading, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { versionDifferences, type FieldDifference } from '@features/procurement/domain/version-diff';
import type { TenderVersion } from '@features/procurement/domain/versions';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { formatEuros } from '@domain/money';
import { RetryAlert } from '@/components/ui/list-states';
import { formatDate } from '@/lib/format';
import { useVersions } from '../api/get-versions';

const FIELD_LABELS: Record<TenderVersion['changed'][number], string> = {
  title: 'title',
  description: 'description',
  requirements: 'requirements',
  reference: 'client reference',
  location: 'location',
  budgetCents: 'budget',
  expiryDate: 'deadline',
  site: 'site',
  attachments: 'files',
};

const format = { date: (iso: string) => formatDate(iso, 'MMM d, yyyy HH:mm'), money: (cents: number) => (cents > 0 ? formatEuros(cents) : 'Not specified') };

export function VersionsCard({ tender }: { tender: TenderDetail }) {
  const versions = useVersions(tender.tenderId, tender.version);
  const items = versions.data?.items ?? [];
  return (
    <Card variation="outlined" as="section" aria-label="Versions" className="detail-card" data-testid="versions-card">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>Versions</Heading>
        {versions.isPending ? (
          <Loader aria-label="Loading versions" />
        ) : versions.isError ? (
          <RetryAlert heading="Error" onRetry={() => void versions.refetch()}>
            <Text>Failed to load the versions. Please try again.</Text>
          </RetryAlert>
        ) : items.length === 0 ? (
          <Text color="font.tertiary">This tender has not been amended.</Text>
        ) : (
          <>
            <ol className="version-list" aria-label="Versions of the tender">
              {items.map((v) => (
                <li key={v.version} data-testid="version-item">
                  <Text as="span" fontWeight="600">
                    Version {v.version}
                  </Text>{' '}
                  <Text as="span" color="font.tertiary">
                    {formatDate(v.at, 'MMM d, yyyy HH:mm')}
                  </Text>
                  {v.reason ? <Text>Reason: {v.reason}</Text> : <Text color="font.tertiary">As first published</Text>}
                  {v.changed.length > 0 && <Text fontSize="small">Changed: {v.changed.map((f) => FIELD_LABELS[f]).join(', ')}</Text>}
                  {v.deadlineMoved && <Text fontSize="small">The deadline was moved so that bidders have time to answer the change.</Text>}
                </li>
              ))}
            </ol>
            <VersionComparison items={items} />
          </>
        )}
      </Flex>
    </Card>
  );
}

/** Two pickers and the difference between the versions they name. */
export function VersionComparison({ items }: { items: TenderVersion[] }) {
  const numbers = items.map((v) => v.version).sort((a, b) => a - b);
  const [from, setFrom] = useState(numbers[numbers.length - 2] ?? numbers[0]!);
  const [to, setTo] = useState(numbers[numbers.length - 1]!);
  const byNumber = useMemo(() => new Map(items.map((v) => [v.version, v])), [items]);
  const a = byNumber.get(from);
  const b = byNumber.get(to);
  const differences = a && b ? versionDifferences(a.snapshot, b.snapshot, format) : [];
  const options = numbers.map((n) => (
    <option key={n} value={n}>
      Version {n}
    </option>
  ));
  return (
    <Flex direction="column" gap="0.5rem">
      <Heading level={4}>Compare versions</Heading>
      <Flex gap="0.75rem" wrap="wrap">
        <SelectField label="From" size="small" value={String(from)} onChange={(e) => setFrom(Number(e.target.value))}>
          {options}
        </SelectField>
        <SelectField label="To" size="small" value={String(to)} onChange={(e) => setTo(Number(e.target.value))}>
          {options}
        </SelectField>
      </Flex>
      {differences.length === 0 ? (
        <Text color="font.tertiary">No differences between these versions.</Text>
      ) : (
        <dl className="version-diff" aria-label="Differences">
          {differences.map((d) => (
            <div key={d.field} data-testid={`diff-${d.field}`}>
              <dt>
                <Text as="span" fontWeight="600">
                  {d.label}
                </Text>
              </dt>
              <dd>
                <Difference d={d} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Flex>
  );
}

function Difference({ d }: { d: FieldDifference }) {
  switch (d.kind) {
    case 'text':
      return (
        <Text whiteSpace="pre-wrap">
          {d.parts.map((p, i) => (p.kind === 'added' ? <ins key={i}>{p.text}</ins> : p.kind === 'removed' ? <del key={i}>{p.text}</del> : <span key={i}>{p.text}</span>))}
        </Text>
      );
    case 'value':
      return (
        <Text>
          <del>{d.from}</del> → <ins>{d.to}</ins>
        </Text>
      );
    case 'site':
      return <Text>{d.change === 'added' ? `Added: ${d.to}` : d.change === 'removed' ? `Removed: ${d.from}` : `Changed from ${d.from} to ${d.to}`}</Text>;
    case 'files':
      return (
        <Flex direction="column" gap="0.25rem">
          {d.added.map((f) => (
            <Text key={`+${f}`}>Added: {f}</Text>
          ))}
          {d.removed.map((f) => (
            <Text key={`-${f}`}>Removed: {f}</Text>
          ))}
        </Flex>
      );
  }
}
