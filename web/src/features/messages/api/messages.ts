/**
 * A tender's thread (docs/decisions/after-award/messages.md): `GET /tenders/{tenderId}/messages` a page at a time
 * (newest first; the card shows them oldest at the top and loads earlier ones upward), `POST …/messages` (text and/or
 * staged files), `POST …/messages/read` (read receipts, the unread count to 0), `POST …/messages/{messageId}/hide`
 * (admins) and `GET …/files/{fileId}` (a 60-second link to a message's file).
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageCreate } from '@features/messages/domain/messages';
import type { UploadRequests } from '@/hooks/use-file-uploads';
import { apiClient, request } from '@/lib/api-client';
import { tenderMessagesKey } from '@/lib/tender-queries';

/** The query key of a tender's thread (the realtime connection refreshes it when a message arrives). */
const messagesKey = tenderMessagesKey;

export const getMessages = (tenderId: string, cursor?: string) => request(apiClient().GET('/tenders/{tenderId}/messages', { params: { path: { tenderId }, query: cursor ? { cursor } : {} } }));

export type MessagesPage = Awaited<ReturnType<typeof getMessages>>;

/** The thread, page by page, newest page first (`fetchNextPage` loads earlier messages while `hasNextPage`). */
export const useMessages = (tenderId: string, enabled = true) =>
  useInfiniteQuery({
    queryKey: messagesKey(tenderId),
    queryFn: ({ pageParam }) => getMessages(tenderId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });

/** Posts a message; refreshes the thread on success. */
export function usePostMessage(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageCreate) => request(apiClient().POST('/tenders/{tenderId}/messages', { params: { path: { tenderId } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey(tenderId) }),
  });
}

/** Marks the thread read up to `upTo` (its newest message); refreshes the thread's state. */
export function useMarkRead(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => request(apiClient().POST('/tenders/{tenderId}/messages/read', { params: { path: { tenderId } }, body: { upTo } })),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey(tenderId) }),
  });
}

/** An admin hides a message with a reason; refreshes the thread. */
export function useHideMessage(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      request(apiClient().POST('/tenders/{tenderId}/messages/{messageId}/hide', { params: { path: { tenderId, messageId } }, body: { reason } })),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey(tenderId) }),
  });
}

/** A 60-second link to a message's file, inline (the preview) or as a download. */
export const getMessageFileLink = async (ref: { tenderId: string; messageId: string; fileId: string }, disposition: 'inline' | 'attachment' = 'attachment'): Promise<string> => {
  const { url } = await request(apiClient().GET('/tenders/{tenderId}/messages/{messageId}/files/{fileId}', { params: { path: ref, query: { disposition } } }));
  return url;
};

/** The upload calls (`POST /uploads`, `POST /uploads/verify`) of a message's files, for the shared useFileUploads hook. */
export const uploadRequests: UploadRequests = {
  createUploads: (files, purpose, tenderId) => request(apiClient().POST('/uploads', { body: { purpose, files, ...(tenderId ? { tenderId } : {}) } })),
  verifyUpload: (key, purpose, tenderId) => request(apiClient().POST('/uploads/verify', { body: { key, purpose, ...(tenderId ? { tenderId } : {}) } })),
};
