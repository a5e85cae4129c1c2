/**
 * The Ratings card of a Completed tender (docs/decisions/after-award/ratings.md), for its poster, its contractor and
 * admins: each side rates the other within 14 days (stars per criterion and a short text), blind: the card says
 * 'Waiting for the other side, revealed on {date}' until both rated or the date passed; one's own rating can be
 * changed until then. After the reveal both ratings show, the person rated may reply once, and an admin may hide one
 * with a reason. The rules and messages are the server's (`@features/ratings/domain/ratings`).
 */
import { useState } from 'react';
import { Button, Card, Flex, Heading, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type { Role } from '@domain/roles';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { criterionLabels, type Criterion } from '@features/profiles/domain/profiles';
import { criteriaRatedBy, MAX_HIDE_REASON, MAX_RATING_TEXT, MAX_REPLY_TEXT, otherSide, ratingBodySchema, type Rating, type Side } from '@features/ratings/domain/ratings';
import { errorMessage } from '@/lib/api-client';
import { useHideRating, useRate, useReply, useTenderRatings } from '../api/ratings';
import { RatingView } from './rating-view';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useDomainText } from '@/i18n/domain-text';

await loadParts('work');

function RateForm({ tenderId, side, mine, onDone }: { tenderId: string; side: Side; mine?: Rating; onDone?: () => void }) {
  const d = useDomainText();
  const t = useT();
  const criteria = criteriaRatedBy(side);
  const initial = Object.fromEntries(criteria.map((c) => [c, mine?.stars?.find((s) => s.criterion === c)?.stars ?? 0])) as Record<Criterion, number>;
  const [stars, setStars] = useState(initial);
  const [text, setText] = useState(mine?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const rate = useRate(tenderId);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (criteria.some((c) => !stars[c])) return setError(t('rate.starsRequired'));
    const body = { stars: Object.fromEntries(criteria.map((c) => [c, stars[c]])), text };
    const parsed = ratingBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('rate.check'));
    setError(null);
    rate.mutate({ ...body, change: Boolean(mine) }, { onSuccess: () => (toast.success(mine ? t('rate.changed') : t('rate.sent')), onDone?.()), onError: (err) => setError(errorMessage(err)) });
  };
  return (
    <form onSubmit={submit} aria-label={t('rate.label')}>
      <Flex direction="column" gap="0.5rem">
        {criteria.map((c) => (
          <SelectField key={c} label={d(criterionLabels[c])} value={String(stars[c] || '')} onChange={(e) => setStars({ ...stars, [c]: Number(e.target.value) })}>
            <option value="">{t('rate.chooseStars')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('rate.stars', { count: n })}
              </option>
            ))}
          </SelectField>
        ))}
        <TextAreaField label={t('rate.text')} rows={3} maxLength={MAX_RATING_TEXT} value={text} onChange={(e) => setText(e.target.value)} hasError={!!error} errorMessage={error ?? undefined} />
        <Flex>
          <Button type="submit" variation="primary" isLoading={rate.isPending} loadingText={t('rate.sending')}>
            {mine ? t('rate.save') : t('rate.send')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function ReplyForm({ tenderId }: { tenderId: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const reply = useReply(tenderId);
  return (
    <form
      aria-label={t('reply.label')}
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate(text.trim(), { onSuccess: () => toast.success(t('reply.published')) });
      }}
    >
      <Flex direction="column" gap="0.5rem">
        <TextAreaField
          label={t('reply.field')}
          rows={2}
          maxLength={MAX_REPLY_TEXT}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hasError={reply.isError}
          errorMessage={reply.isError ? errorMessage(reply.error) : undefined}
        />
        <Flex>
          <Button type="submit" size="small" isLoading={reply.isPending}>
            {t('reply.button')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function HideForm({ tenderId, side }: { tenderId: string; side: Side }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const hide = useHideRating(tenderId);
  return (
    <form
      aria-label={t('hideRating.label', { side })}
      onSubmit={(e) => {
        e.preventDefault();
        hide.mutate({ side, reason: reason.trim() }, { onSuccess: () => toast.success(t('hideRating.done')) });
      }}
    >
      <Flex alignItems="flex-end" gap="0.5rem">
        <TextField
          label={t('hideRating.reason')}
          size="small"
          maxLength={MAX_HIDE_REASON}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hasError={hide.isError}
          errorMessage={hide.isError ? errorMessage(hide.error) : undefined}
        />
        <Button type="submit" size="small" variation="warning" isLoading={hide.isPending}>
          {t('hideRating.button')}
        </Button>
      </Flex>
    </form>
  );
}

export function RatingsCard({ tender, role }: { tender: TenderDetail; role: Role }) {
  const t = useT();
  const fmt = useFormat();
  const ratings = useTenderRatings(tender.tenderId, tender.status === 'Completed');
  const [changing, setChanging] = useState(false);
  if (tender.status !== 'Completed') return null;
  const data = ratings.data;
  const mine = data?.mySide ? data.ratings.find((r) => r.side === data.mySide) : undefined;
  const theirs = data?.mySide ? data.ratings.find((r) => r.side === otherSide(data.mySide!)) : undefined;
  return (
    <Card variation="outlined" as="section" aria-label={t('ratings.title')} className="detail-card" data-testid="ratings-card">
      <Heading level={3}>{t('ratings.title')}</Heading>
      {ratings.isPending && <Text>{t('ratings.loading')}</Text>}
      {ratings.isError && <Text color="font.error">{errorMessage(ratings.error)}</Text>}
      {data && (
        <Flex direction="column" gap="1rem" marginTop="0.5rem">
          {data.mySide && data.canRate && <RateForm tenderId={tender.tenderId} side={data.mySide} />}
          {mine && !data.revealed && <Text data-testid="ratings-waiting">{data.revealDue ? t('ratings.waiting', { date: fmt.date(data.revealDue) }) : t('ratings.waitingWindow')}</Text>}
          {mine && (changing ? <RateForm tenderId={tender.tenderId} side={mine.side} mine={mine} onDone={() => setChanging(false)} /> : <RatingView rating={mine} />)}
          {mine && !data.revealed && !changing && (
            <Flex>
              <Button size="small" onClick={() => setChanging(true)}>
                {t('ratings.change')}
              </Button>
            </Flex>
          )}
          {theirs && <RatingView rating={theirs} />}
          {theirs && data.revealed && !theirs.hidden && !theirs.reply && <ReplyForm tenderId={tender.tenderId} />}
          {role === 'admin' &&
            data.ratings.map((r) => (
              <Flex key={r.side} direction="column" gap="0.25rem">
                <RatingView rating={r} />
                {r.revealed && !r.hidden && <HideForm tenderId={tender.tenderId} side={r.side} />}
              </Flex>
            ))}
          {data.ratings.length === 0 && !data.canRate && <Text>{t('ratings.noneGiven')}</Text>}
        </Flex>
      )}
    </Card>
  );
}
