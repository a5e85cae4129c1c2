/**
 * The questions of a tender (docs/decisions/procurement/questions.md): `GET /tenders/{tenderId}/questions` a page at a
 * time (newest first), `POST …/questions` (a geodesist asks), `POST …/questions/{questionId}/answer` (the poster
 * answers, with an optional staged file) and `GET …/answer/file` (a 60-second link to the answer's file).
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerCreate } from '@features/procurement/domain/questions';
import { apiClient, request } from '@/lib/api-client';
import { startDownload } from '@/lib/download';

/** The query key of a tender's questions. */
export const questionsKey = (tenderId: string) => ['tenders', tenderId, 'questions'] as const;

export const getQuestions = (tenderId: string, cursor?: string) => request(apiClient().GET('/tenders/{tenderId}/questions', { params: { path: { tenderId }, query: cursor ? { cursor } : {} } }));

export type QuestionsPage = Awaited<ReturnType<typeof getQuestions>>;

/** The tender's questions, page by page (`fetchNextPage` while `hasNextPage`). */
export const useQuestions = (tenderId: string) =>
  useInfiniteQuery({
    queryKey: questionsKey(tenderId),
    queryFn: ({ pageParam }) => getQuestions(tenderId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Asks a question; refreshes the list on success. */
export function useAskQuestion(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => request(apiClient().POST('/tenders/{tenderId}/questions', { params: { path: { tenderId } }, body: { text } })),
    onSuccess: () => client.invalidateQueries({ queryKey: questionsKey(tenderId) }),
  });
}

/** Answers a question; refreshes the list on success. */
export function useAnswerQuestion(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, ...body }: AnswerCreate & { questionId: string }) =>
      request(apiClient().POST('/tenders/{tenderId}/questions/{questionId}/answer', { params: { path: { tenderId, questionId } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: questionsKey(tenderId) }),
  });
}

/** Fetches a fresh link to an answer's file and starts the download. */
export function useDownloadAnswerFile(tenderId: string) {
  return useMutation({
    mutationFn: async (questionId: string) => {
      const { url } = await request(apiClient().GET('/tenders/{tenderId}/questions/{questionId}/answer/file', { params: { path: { tenderId, questionId }, query: { disposition: 'attachment' } } }));
      startDownload(url);
      return url;
    },
  });
}
