/**
 * The geodesist's bid panel (part 2, geodesist detail and 5 "Bid"): their existing bid (amount, status,
 * comment) on every state of the tender, and a form to place or change it (amount in euros: number, min 0,
 * step 0.01; optional comment) while the rule `bidRefusal` (bids/domain/bid-rules.ts, the API's own rule)
 * allows it; withdraw a Pending bid after a confirm (beyond the spec). When the rule refuses (past the
 * deadline, no longer Open) the panel says why and offers no submit. Messages word for word from part 2, 8 "Bids".
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { Alert, Button, Card, Flex, Heading, Loader, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import type { OwnBid } from '@features/bids/domain/dto';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { MAX_BID_COMMENT } from '@features/bids/domain/bid';
import { fromCents } from '@domain/money';
import { bidPlaceSchema } from '@features/bids/domain/schemas';
import { messageTitles, messages } from '@domain/schemas';
import { bidRefusal, pendingBid } from '@features/bids/domain/bid-rules';
import { firstRefusal } from '@domain/rules';
import { BidStatusBadge } from '@/components/status-badge';
import { Dialog } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/list-states';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { isSessionGone, SESSION_GONE_TOAST } from '@/lib/session-errors';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useMyBid } from '../api/get-my-bid';
import { usePlaceBid } from '../api/place-bid';
import { useWithdrawBid } from '../api/withdraw-bid';
import { BidConfirmation } from './bid-confirmation';

/**
 * The form's values are the inputs' text; the amount must not be empty ('Please enter a bid amount')
 * and, read as a number, must pass the shared bid amount rule.
 */
const bidFormSchema = z.object({
  amount: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, messages.bidAmountRequired)),
      z.transform((v: string) => Number(v)),
    ),
    bidPlaceSchema.shape.amount,
  ),
  comment: bidPlaceSchema.shape.comment,
});
type BidFormInput = z.input<typeof bidFormSchema>;
type BidFormOutput = z.output<typeof bidFormSchema>;

/** The amount of a bid in the form's euro notation (two decimals, dot). */
const euroInput = (cents: number) => fromCents(cents).toFixed(2);

/** The panel for the geodesist `userId` on `tender`. */
export function BidPanel({ tender, userId }: { tender: TenderDetail; userId: string }) {
  const t = useT();
  const mine = useMyBid(tender.tenderId);
  const bid = mine.data?.bid ?? null;
  const refusal = bidRefusal(tender, userId);
  const bidFixed = bid ? firstRefusal(pendingBid, bid) : null;

  return (
    <Card variation="outlined" as="section" aria-label={t('bid.panelLabel')} className="detail-card" data-slot="bid-panel">
      <Flex direction="column" gap="1rem">
        <Heading level={3}>{bid ? t('bid.yourBid') : t('bid.placeBid')}</Heading>
        {mine.isPending ? (
          <Loader aria-label={t('bid.loading')} />
        ) : mine.isError ? (
          <RetryAlert heading={t('bid.error')} onRetry={() => void mine.refetch()}>
            <Text>{t('bid.loadFailed')}</Text>
          </RetryAlert>
        ) : (
          <>
            {bid && <OwnBidSummary bid={bid} />}
            {bid && <BidConfirmation bid={bid} />}
            {refusal ? <Alert variation="info">{refusal.message}</Alert> : bidFixed ? null : <BidForm tenderId={tender.tenderId} bid={bid} />}
          </>
        )}
      </Flex>
    </Card>
  );
}

/** The caller's bid: amount (German format), status, submitted or updated date, and comment. */
function OwnBidSummary({ bid }: { bid: OwnBid }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <dl className="bid-summary" data-testid="own-bid">
      <Flex gap="0.5rem" alignItems="center" wrap="wrap">
        <dt className="muted small">{t('bid.amount')}</dt>
        <dd>
          <Text as="span" fontWeight="700" fontSize="large">
            {fmt.money(bid.amountCents)}
          </Text>
        </dd>
        <dt className="sr-only">{t('bid.status')}</dt>
        <dd>
          <BidStatusBadge status={bid.status} />
        </dd>
      </Flex>
      <Flex gap="0.5rem">
        <dt className="muted small">{bid.updatedAt !== bid.createdAt ? t('bid.updated') : t('bid.submitted')}</dt>
        <dd className="small">{fmt.dateTime(bid.updatedAt)}</dd>
      </Flex>
      {bid.comment && (
        <Flex gap="0.5rem">
          <dt className="muted small">{t('bid.comment')}</dt>
          <dd className="small prewrap">{bid.comment}</dd>
        </Flex>
      )}
    </dl>
  );
}

/** Place (no bid yet) or update (a Pending bid) form, with Withdraw for a Pending bid. */
function BidForm({ tenderId, bid }: { tenderId: string; bid: OwnBid | null }) {
  const t = useT();
  const place = usePlaceBid();
  const withdraw = useWithdrawBid();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BidFormInput, unknown, BidFormOutput>({
    resolver: zodResolver(bidFormSchema),
    defaultValues: { amount: bid ? euroInput(bid.amountCents) : '', comment: bid?.comment ?? '' },
  });

  // Show the stored bid once it changes (after a save or a withdrawal).
  useEffect(() => {
    reset({ amount: bid ? euroInput(bid.amountCents) : '', comment: bid?.comment ?? '' });
  }, [bid, reset]);

  const onValid = (values: BidFormOutput) => {
    place.mutate(
      { tenderId, amount: values.amount, comment: values.comment },
      {
        onSuccess: ({ created }) => toast.success(created ? t('bid.submittedToast') : t('bid.updatedToast')),
        onError: (error) => {
          // Part 2, 5 "Bid": a signed-in user is required.
          if (isSessionGone(error)) return void toast.error(SESSION_GONE_TOAST.title, { description: SESSION_GONE_TOAST.description });
          if (error instanceof ApiRequestError) {
            for (const [field, list] of Object.entries(error.fieldErrors)) {
              if ((field === 'amount' || field === 'comment') && list[0]) setError(field, { message: list[0] });
            }
          }
          toast.error(t('bid.submitError'), { description: errorMessage(error) });
        },
      },
    );
  };

  const onInvalid = (invalid: typeof errors) => {
    if (invalid.amount?.message === messages.bidAmountRequired) toast.error(messageTitles.bidAmountRequired, { description: messages.bidAmountRequired });
  };

  const onWithdraw = () =>
    withdraw.mutate(tenderId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('bid.withdrawnToast'), { description: t('bid.withdrawnText') });
      },
      onError: (error) =>
        isSessionGone(error) ? toast.error(SESSION_GONE_TOAST.title, { description: SESSION_GONE_TOAST.description }) : toast.error(t('bid.withdrawError'), { description: errorMessage(error) }),
    });

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} aria-label={bid ? t('bid.formUpdate') : t('bid.formPlace')}>
      <Flex direction="column" gap="0.75rem">
        <TextField
          label={t('bid.amountLabel')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          isRequired
          hasError={!!errors.amount}
          errorMessage={errors.amount?.message}
          {...register('amount')}
        />
        <TextAreaField
          label={t('bid.commentLabel')}
          rows={3}
          maxLength={MAX_BID_COMMENT}
          placeholder={t('bid.commentPlaceholder')}
          hasError={!!errors.comment}
          errorMessage={errors.comment?.message}
          {...register('comment')}
        />
        <Flex gap="0.5rem" wrap="wrap">
          <Button type="submit" variation="primary" isLoading={place.isPending} loadingText={bid ? t('bid.updating') : t('bid.submitting')}>
            {bid ? t('bid.update') : t('bid.submit')}
          </Button>
          {bid?.status === 'Pending' && (
            <Button type="button" variation="warning" onClick={() => setConfirming(true)}>
              {t('bid.withdrawBid')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('bid.withdrawBid')}
        size="sm"
        description={t('bid.withdrawConfirm')}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{t('bid.cancel')}</Button>
            <Button variation="primary" colorTheme="error" isLoading={withdraw.isPending} loadingText={t('bid.withdrawing')} onClick={onWithdraw}>
              {t('bid.withdraw')}
            </Button>
          </>
        }
      />
    </form>
  );
}
