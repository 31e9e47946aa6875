import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentSection, PhotoAnswer, SiteContent } from '@contract/site-content';
import { env } from '../../../config/env';
import { routeRequest } from '@contract/api-map';
import { AdminApiError, ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';
import { currentIdToken } from '../../../lib/auth';
import { contentQuery } from '../../../lib/admin-queries';

export const contentKey = contentQuery.queryKey;
const contentHistoryKey = [...ADMIN_KEY, 'content', 'history'] as const;

/** GET /admin/content (the shared query: the console's catalog reads the same copy). */
export const useSiteContentQuery = () => useQuery(contentQuery);

export function useContentHistory() {
  return useQuery({
    queryKey: contentHistoryKey,
    queryFn: async ({ signal }) => (await adminRoute('GET /admin/content/history', { signal })).data,
  });
}

type SaveSection = { section: ContentSection; value: SiteContent[ContentSection]; version: number };

/** PUT /admin/content; a 409 (someone saved since, or guests answered what was removed) is the caller's to show. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSection) => adminRoute('PUT /admin/content', { body }),
    // The section's editor shows a bad value (naming the field) and a conflict in place.
    meta: { errorsShownInPlace: [400, 409] },
    onSuccess: (answer) => {
      queryClient.setQueryData(contentKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: contentHistoryKey });
    },
  });
}

/** POST /admin/content/revert: the section as it was before that save. */
export function useRevertContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (historyId: string) => adminRoute('POST /admin/content/revert', { body: { historyId } }),
    // The list of changes says why a change cannot be brought back, where it stays until the next try.
    meta: { errorsShownInPlace: [404, 409] },
    onSuccess: (answer) => {
      queryClient.setQueryData(contentKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: contentHistoryKey });
    },
  });
}

/**
 * POST /admin/photos with the image itself as the body, reporting upload progress (0 to 1). XHR, not
 * fetch: only XHR reports how much of a body has gone.
 */
export async function uploadPhoto(image: Blob, onProgress: (done: number) => void): Promise<PhotoAnswer> {
  // Not the kept token (lib/id-token.ts): a refused upload is not sent again.
  const token = await currentIdToken({ kept: false });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const [method, path] = routeRequest('POST /admin/photos');
    request.open(method, `${env.VITE_API_BASE_URL}${path}`);
    request.setRequestHeader('Content-Type', image.type);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let answer: { error?: boolean; message?: string; data?: PhotoAnswer } = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        // An answer that is not the API's: reported below by its status.
      }
      if (request.status === 201 && answer.data) resolve(answer.data);
      else reject(new AdminApiError(request.status, answer.message ?? `The upload failed (${request.status}).`));
    };
    request.onerror = () => reject(new AdminApiError(0, 'The upload failed: check the connection and try again.'));
    request.send(image);
  });
}
