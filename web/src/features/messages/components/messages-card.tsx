/**
 * The Messages card of an awarded tender (docs/decisions/after-award/messages.md), for its poster, its contractor and
 * admins (readRefusal, the server's rule): the thread oldest at the top and newest at the bottom, 'Load earlier
 * messages' upward by the server's cursor, the unread count on the title, new messages arriving over the realtime
 * connection (lib/realtime.tsx refreshes the thread's query), mark-read while the thread is on screen, 'Read' under
 * the caller's newest message the other side has read, a text box with files (the shared upload hook: the poster's
 * as attachments, the contractor's as deliverables) while the tender is In Progress, and the read-only notice after
 * completion or cancellation. Admins post as GeoTender support (text only) and may hide a message with a reason.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Flex, Heading, Text, TextAreaField } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH, messageMessages, SUPPORT_AUTHOR, type ThreadSide } from '@features/messages/domain/messages';
import { readRefusal } from '@features/messages/domain/message-rules';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { FileDropZone } from '@/components/files/file-drop-zone';
import { useFileUploads } from '@/hooks/use-file-uploads';
import { uploadRequests, useMarkRead, useMessages, usePostMessage } from '../api/messages';
import { MessageItem } from './message-item';
import { loadParts, useT } from '@/i18n/i18n';
import './messages-card.css';

await loadParts('work');

function Composer({ tenderId, side }: { tenderId: string; side: ThreadSide | null }) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostMessage(tenderId);
  const purpose = side === 'contractor' ? 'deliverable' : 'attachment';
  const uploads = useFileUploads(uploadRequests, purpose, side === 'contractor' ? tenderId : undefined);
  const support = side === null;
  const submit = () => {
    const files = uploads.readyKeys;
    if (!text.trim() && files.length === 0) return setError(messageMessages.empty);
    setError(null);
    post.mutate(
      { ...(text.trim() ? { text } : {}), ...(files.length ? { files } : {}) },
      {
        onSuccess: () => {
          setText('');
          uploads.items.forEach((i) => uploads.remove(i.id));
        },
        onError: (e) => toast.error(t('messages.notSent'), { description: errorMessage(e, t('message.tryAgain')) }),
      },
    );
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label={t('messages.write')}>
      <Flex direction="column" gap="0.5rem">
        <TextAreaField
          label={support ? t('messages.asSupport', { author: SUPPORT_AUTHOR }) : t('messages.yours')}
          rows={3}
          maxLength={MAX_MESSAGE_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hasError={!!error}
          errorMessage={error ?? undefined}
        />
        {!support && (
          <FileDropZone
            label={t('messages.files')}
            hint={t('messages.filesHint', { max: MAX_MESSAGE_FILES })}
            items={uploads.items}
            onFiles={(files) => void uploads.addFiles(files.slice(0, MAX_MESSAGE_FILES))}
            onRemove={uploads.remove}
            disabled={post.isPending}
          />
        )}
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isDisabled={uploads.busy} isLoading={post.isPending} loadingText={t('messages.sending')}>
            {uploads.busy ? t('messages.uploading') : support ? t('messages.postAsSupport') : t('messages.send')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

export interface MessagesCardProps {
  tender: TenderDetail;
}

/** The card, or nothing when the caller may not read the thread (before an award, or not a party). */
export function MessagesCard({ tender }: MessagesCardProps) {
  const t = useT();
  const { role, session } = useAuth();
  const userId = session?.userId ?? '';
  const readable = !!role && readRefusal(tender, role, userId) === null;
  const thread = useMessages(tender.tenderId, readable);
  const markRead = useMarkRead(tender.tenderId);
  const pages = thread.data?.pages;
  const state = pages?.[0]?.thread;
  // Pages come newest first; the card shows the oldest at the top.
  const messages = useMemo(() => (pages ?? []).flatMap((p) => p.items).reverse(), [pages]);
  const newest = messages.at(-1);
  const side = state?.side ?? null;
  const otherRead = side === 'poster' ? state?.lastRead.contractor : side === 'contractor' ? state?.lastRead.poster : null;
  const receiptOn = otherRead ? messages.filter((m) => m.mine && m.messageId <= otherRead).at(-1)?.messageId : undefined;

  // Mark read while the thread is shown and something is unread (the server keeps the count if a newer one came).
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (!side || !newest || !state?.unread || isPending) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    mutate(newest.messageId);
  }, [side, newest, state?.unread, isPending, mutate]);

  if (!readable) return null;
  return (
    <Card variation="outlined" as="section" aria-label={t('messages.title')} className="detail-card messages-card">
      <Flex direction="column" gap="0.75rem">
        <Flex gap="0.5rem" alignItems="center">
          <Heading level={4}>{t('messages.title')}</Heading>
          {!!state?.unread && (
            <Badge variation="info" aria-label={t('messages.unread', { count: state.unread })}>
              {state.unread}
            </Badge>
          )}
        </Flex>
        {thread.isError && <Alert variation="error">{t('messages.loadFailed', { reason: errorMessage(thread.error, t('message.tryAgain')) })}</Alert>}
        {thread.hasNextPage && (
          <Button size="small" alignSelf="center" isLoading={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
            {t('messages.earlier')}
          </Button>
        )}
        {thread.isSuccess && messages.length === 0 && <Text color="font.tertiary">{t('messages.none')}</Text>}
        <ol className="message-list" aria-label={t('messages.thread')}>
          {messages.map((m) => (
            <MessageItem key={m.messageId} tenderId={tender.tenderId} message={m} readByOther={m.messageId === receiptOn} canHide={role === 'admin'} />
          ))}
        </ol>
        {state && (state.writable ? <Composer tenderId={tender.tenderId} side={side} /> : <Alert variation="info">{state.readOnlyReason}</Alert>)}
      </Flex>
    </Card>
  );
}
