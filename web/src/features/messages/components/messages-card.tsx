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
import './messages-card.css';

function Composer({ tenderId, side }: { tenderId: string; side: ThreadSide | null }) {
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
        onError: (e) => toast.error('Message not sent', { description: errorMessage(e, 'Please try again.') }),
      },
    );
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label="Write a message">
      <Flex direction="column" gap="0.5rem">
        <TextAreaField
          label={support ? `Message as ${SUPPORT_AUTHOR}` : 'Your message'}
          rows={3}
          maxLength={MAX_MESSAGE_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hasError={!!error}
          errorMessage={error ?? undefined}
        />
        {!support && (
          <FileDropZone
            label="Files (optional)"
            hint={`Up to ${MAX_MESSAGE_FILES} files; geodata files can be previewed`}
            items={uploads.items}
            onFiles={(files) => void uploads.addFiles(files.slice(0, MAX_MESSAGE_FILES))}
            onRemove={uploads.remove}
            disabled={post.isPending}
          />
        )}
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isDisabled={uploads.busy} isLoading={post.isPending} loadingText="Sending...">
            {uploads.busy ? 'Uploading files...' : support ? 'Post as GeoTender support' : 'Send message'}
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
    <Card variation="outlined" as="section" aria-label="Messages" className="detail-card messages-card">
      <Flex direction="column" gap="0.75rem">
        <Flex gap="0.5rem" alignItems="center">
          <Heading level={4}>Messages</Heading>
          {!!state?.unread && (
            <Badge variation="info" aria-label={`${state.unread} unread`}>
              {state.unread}
            </Badge>
          )}
        </Flex>
        {thread.isError && <Alert variation="error">Failed to load messages: {errorMessage(thread.error, 'Please try again.')}</Alert>}
        {thread.hasNextPage && (
          <Button size="small" alignSelf="center" isLoading={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
            Load earlier messages
          </Button>
        )}
        {thread.isSuccess && messages.length === 0 && <Text color="font.tertiary">No messages yet. Ask the other side anything about the work here.</Text>}
        <ol className="message-list" aria-label="Thread">
          {messages.map((m) => (
            <MessageItem key={m.messageId} tenderId={tender.tenderId} message={m} readByOther={m.messageId === receiptOn} canHide={role === 'admin'} />
          ))}
        </ol>
        {state && (state.writable ? <Composer tenderId={tender.tenderId} side={side} /> : <Alert variation="info">{state.readOnlyReason}</Alert>)}
      </Flex>
    </Card>
  );
}
