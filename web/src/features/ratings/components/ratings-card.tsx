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
import { formatDate } from '@/lib/format';
import { useHideRating, useRate, useReply, useTenderRatings } from '../api/ratings';
import { RatingView } from './rating-view';

function RateForm({ tenderId, side, mine, onDone }: { tenderId: string; side: Side; mine?: Rating; onDone?: () => void }) {
  const criteria = criteriaRatedBy(side);
  const initial = Object.fromEntries(criteria.map((c) => [c, mine?.stars?.find((s) => s.criterion === c)?.stars ?? 0])) as Record<Criterion, number>;
  const [stars, setStars] = useState(initial);
  const [text, setText] = useState(mine?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const rate = useRate(tenderId);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (criteria.some((c) => !stars[c])) return setError('Give 1 to 5 stars for each criterion');
    const body = { stars: Object.fromEntries(criteria.map((c) => [c, stars[c]])), text };
    const parsed = ratingBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the rating');
    setError(null);
    rate.mutate({ ...body, change: Boolean(mine) }, { onSuccess: () => (toast.success(mine ? 'Rating changed' : 'Rating sent'), onDone?.()), onError: (err) => setError(errorMessage(err)) });
  };
  return (
    <form onSubmit={submit} aria-label="Rate">
      <Flex direction="column" gap="0.5rem">
        {criteria.map((c) => (
          <SelectField key={c} label={criterionLabels[c]} value={String(stars[c] || '')} onChange={(e) => setStars({ ...stars, [c]: Number(e.target.value) })}>
            <option value="">Choose stars</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </SelectField>
        ))}
        <TextAreaField label="A few words" rows={3} maxLength={MAX_RATING_TEXT} value={text} onChange={(e) => setText(e.target.value)} hasError={!!error} errorMessage={error ?? undefined} />
        <Flex>
          <Button type="submit" variation="primary" isLoading={rate.isPending} loadingText="Sending...">
            {mine ? 'Save rating' : 'Send rating'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function ReplyForm({ tenderId }: { tenderId: string }) {
  const [text, setText] = useState('');
  const reply = useReply(tenderId);
  return (
    <form
      aria-label="Reply"
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate(text.trim(), { onSuccess: () => toast.success('Reply published') });
      }}
    >
      <Flex direction="column" gap="0.5rem">
        <TextAreaField
          label="Your reply (once)"
          rows={2}
          maxLength={MAX_REPLY_TEXT}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hasError={reply.isError}
          errorMessage={reply.isError ? errorMessage(reply.error) : undefined}
        />
        <Flex>
          <Button type="submit" size="small" isLoading={reply.isPending}>
            Reply
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function HideForm({ tenderId, side }: { tenderId: string; side: Side }) {
  const [reason, setReason] = useState('');
  const hide = useHideRating(tenderId);
  return (
    <form
      aria-label={`Hide the ${side}'s rating`}
      onSubmit={(e) => {
        e.preventDefault();
        hide.mutate({ side, reason: reason.trim() }, { onSuccess: () => toast.success('Rating hidden') });
      }}
    >
      <Flex alignItems="flex-end" gap="0.5rem">
        <TextField
          label="Reason"
          size="small"
          maxLength={MAX_HIDE_REASON}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hasError={hide.isError}
          errorMessage={hide.isError ? errorMessage(hide.error) : undefined}
        />
        <Button type="submit" size="small" variation="warning" isLoading={hide.isPending}>
          Hide
        </Button>
      </Flex>
    </form>
  );
}

export function RatingsCard({ tender, role }: { tender: TenderDetail; role: Role }) {
  const ratings = useTenderRatings(tender.tenderId, tender.status === 'Completed');
  const [changing, setChanging] = useState(false);
  if (tender.status !== 'Completed') return null;
  const data = ratings.data;
  const mine = data?.mySide ? data.ratings.find((r) => r.side === data.mySide) : undefined;
  const theirs = data?.mySide ? data.ratings.find((r) => r.side === otherSide(data.mySide!)) : undefined;
  return (
    <Card variation="outlined" as="section" aria-label="Ratings" className="detail-card" data-testid="ratings-card">
      <Heading level={3}>Ratings</Heading>
      {ratings.isPending && <Text>Loading the ratings...</Text>}
      {ratings.isError && <Text color="font.error">{errorMessage(ratings.error)}</Text>}
      {data && (
        <Flex direction="column" gap="1rem" marginTop="0.5rem">
          {data.mySide && data.canRate && <RateForm tenderId={tender.tenderId} side={data.mySide} />}
          {mine && !data.revealed && (
            <Text data-testid="ratings-waiting">Waiting for the other side, revealed on {data.revealDue ? formatDate(data.revealDue, 'MMM d, yyyy') : 'the end of the window'}.</Text>
          )}
          {mine && (changing ? <RateForm tenderId={tender.tenderId} side={mine.side} mine={mine} onDone={() => setChanging(false)} /> : <RatingView rating={mine} />)}
          {mine && !data.revealed && !changing && (
            <Flex>
              <Button size="small" onClick={() => setChanging(true)}>
                Change my rating
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
          {data.ratings.length === 0 && !data.canRate && <Text>No ratings were given.</Text>}
        </Flex>
      )}
    </Card>
  );
}
