/**
 * The Versions card of a tender's page (docs/decisions/procurement/amendments.md): every version newest first, with
 * its time, the poster's reason and what changed, and the readable difference between any two versions (picked
 * From and To, the last amendment by default): texts word by word (additions underlined, removals struck through),
 * deadline and budget before and after, the site and the files added and removed
 * (features/procurement/domain/version-diff.ts). Shown to everyone who may read the tender.
 */
import { useMemo, useState } from 'react';
import type { MessageKey } from '@domain/i18n/catalogue';
import { Card, Flex, Heading, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { versionDifferences, type FieldDifference } from '@features/procurement/domain/version-diff';
import type { TenderVersion } from '@features/procurement/domain/versions';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { RetryAlert } from '@/components/ui/list-states';
import { useVersions } from '../api/get-versions';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

await loadParts('work');

const FIELD_LABELS: Record<TenderVersion['changed'][number], MessageKey> = {
  title: 'versions.field.title',
  description: 'versions.field.description',
  requirements: 'versions.field.requirements',
  reference: 'versions.field.reference',
  location: 'versions.field.location',
  budgetCents: 'versions.field.budgetCents',
  expiryDate: 'versions.field.expiryDate',
  site: 'versions.field.site',
  attachments: 'versions.field.attachments',
};

export function VersionsCard({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const fmt = useFormat();
  const versions = useVersions(tender.tenderId, tender.version);
  const items = versions.data?.items ?? [];
  return (
    <Card variation="outlined" as="section" aria-label={t('versions.title')} className="detail-card" data-testid="versions-card">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>{t('versions.title')}</Heading>
        {versions.isPending ? (
          <Loader aria-label={t('versions.loading')} />
        ) : versions.isError ? (
          <RetryAlert heading={t('versions.error')} onRetry={() => void versions.refetch()}>
            <Text>{t('versions.loadFailed')}</Text>
          </RetryAlert>
        ) : items.length === 0 ? (
          <Text color="font.tertiary">{t('versions.none')}</Text>
        ) : (
          <>
            <ol className="version-list" aria-label={t('versions.list')}>
              {items.map((v) => (
                <li key={v.version} data-testid="version-item">
                  <Text as="span" fontWeight="600">
                    {t('versions.version', { version: v.version })}
                  </Text>{' '}
                  <Text as="span" color="font.tertiary">
                    {fmt.dateTime(v.at)}
                  </Text>
                  {v.reason ? <Text>{t('versions.reason', { reason: v.reason })}</Text> : <Text color="font.tertiary">{t('versions.first')}</Text>}
                  {v.changed.length > 0 && <Text fontSize="small">{t('versions.changed', { fields: v.changed.map((f) => t(FIELD_LABELS[f])).join(', ') })}</Text>}
                  {v.deadlineMoved && <Text fontSize="small">{t('versions.deadlineMoved')}</Text>}
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
  const t = useT();
  const fmt = useFormat();
  const format = useMemo(() => ({ date: (iso: string) => fmt.dateTime(iso), money: (cents: number) => (cents > 0 ? fmt.money(cents) : t('versions.notSpecified')) }), [fmt, t]);
  const numbers = items.map((v) => v.version).sort((a, b) => a - b);
  const [from, setFrom] = useState(numbers[numbers.length - 2] ?? numbers[0]!);
  const [to, setTo] = useState(numbers[numbers.length - 1]!);
  const byNumber = useMemo(() => new Map(items.map((v) => [v.version, v])), [items]);
  const a = byNumber.get(from);
  const b = byNumber.get(to);
  const differences = a && b ? versionDifferences(a.snapshot, b.snapshot, format) : [];
  const options = numbers.map((n) => (
    <option key={n} value={n}>
      {t('versions.version', { version: n })}
    </option>
  ));
  return (
    <Flex direction="column" gap="0.5rem">
      <Heading level={4}>{t('versions.compare')}</Heading>
      <Flex gap="0.75rem" wrap="wrap">
        <SelectField label={t('versions.from')} size="small" value={String(from)} onChange={(e) => setFrom(Number(e.target.value))}>
          {options}
        </SelectField>
        <SelectField label={t('versions.to')} size="small" value={String(to)} onChange={(e) => setTo(Number(e.target.value))}>
          {options}
        </SelectField>
      </Flex>
      {differences.length === 0 ? (
        <Text color="font.tertiary">{t('versions.noDifferences')}</Text>
      ) : (
        <dl className="version-diff" aria-label={t('versions.differences')}>
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
  const t = useT();
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
      return (
        <Text>
          {d.change === 'added'
            ? t('versions.added', { value: d.to ?? '' })
            : d.change === 'removed'
              ? t('versions.removed', { value: d.from ?? '' })
              : t('versions.changedFromTo', { from: d.from ?? '', to: d.to ?? '' })}
        </Text>
      );
    case 'files':
      return (
        <Flex direction="column" gap="0.25rem">
          {d.added.map((f) => (
            <Text key={`+${f}`}>{t('versions.added', { value: f })}</Text>
          ))}
          {d.removed.map((f) => (
            <Text key={`-${f}`}>{t('versions.removed', { value: f })}</Text>
          ))}
        </Flex>
      );
  }
}
