import { candidateReviewList, type Review, type ReviewSummary, review, reviewList } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** Query keys of the Reviewer: My Reviews, single reviews and a candidate's reviews. */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  detail: (id: string) => [...reviewKeys.all, 'detail', id] as const,
  candidate: (candidateId: string) => [...reviewKeys.all, 'candidate', candidateId] as const,
};

/** The caller's reviews, newest first (`GET /api/reviews`, docs/product/reviewer.md#my-reviews). @throws ApiError */
export async function getMyReviews(signal?: AbortSignal): Promise<ReviewSummary[]> {
  return (await apiRequest('/api/reviews', { schema: reviewList, signal })).reviews;
}

export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.mine(), queryFn: ({ signal }) => getMyReviews(signal) });

/** My Reviews' list; loaded while `enabled` (the modal is open). */
export function useMyReviews(enabled = true) {
  return useQuery({ ...myReviewsQueryOptions(), enabled });
}

/** One review with its write-up (`GET /api/reviews/{id}`). @throws ApiError (404 'Review not found') */
export function getReview(id: string, signal?: AbortSignal): Promise<Review> {
  return apiRequest(`/api/reviews/${encodeURIComponent(id)}`, { schema: review, signal });
}

export const reviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: reviewKeys.detail(id), queryFn: ({ signal }) => getReview(id, signal) });

/** A candidate's completed reviews, newest first (`GET /api/candidates/{id}/reviews`). */
export function useCandidateReviews(candidateId: string) {
  return useQuery({
    queryKey: reviewKeys.candidate(candidateId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/candidates/${encodeURIComponent(candidateId)}/reviews`, {
          schema: candidateReviewList,
          signal,
        })
      ).reviews,
  });
}
